import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { ProfileInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import { employeeQueryKey } from '../../../lib/session/use-fresh-employee';
import { profileQueryKey } from './get-profile';

export const updateProfileDocument = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    profile {
      update(input: $input) {
        success
        messageCode
        employee {
          ...ProfileFields
        }
      }
    }
  }
`);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileInput) => {
      const data = await request(updateProfileDocument, { input }, { notify: false });
      return data.profile.update;
    },
    onSuccess: async ({ employee }) => {
      if (!employee) return;
      queryClient.setQueryData(profileQueryKey(employee._id), employee);
      // The session's copy names the employee in the header.
      await queryClient.invalidateQueries({ queryKey: employeeQueryKey(employee._id) });
    },
  });
}
