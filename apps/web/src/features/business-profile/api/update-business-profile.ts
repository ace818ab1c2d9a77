import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { CompanyInput } from '../../../gql/graphql';
import { businessProfileQueryKey } from '../../../lib/business-profile/get-business-profile';
import { request } from '../../../lib/graphql/client';
import { employeeQueryKey } from '../../../lib/session/use-fresh-employee';
import { useSession } from '../../../lib/session/use-session';

export const updateBusinessProfileDocument = graphql(`
  mutation UpdateBusinessProfile($input: CompanyInput!) {
    businessProfile {
      update(input: $input) {
        success
        messageCode
        profile {
          ...BusinessProfileFields
        }
      }
    }
  }
`);

export function useUpdateBusinessProfile() {
  const queryClient = useQueryClient();
  const { employee, selectedBusiness } = useSession();
  return useMutation({
    mutationFn: async (input: CompanyInput) => {
      const data = await request(updateBusinessProfileDocument, { input }, { notify: false });
      return data.businessProfile.update;
    },
    onSuccess: async ({ profile }) => {
      if (profile)
        queryClient.setQueryData(
          businessProfileQueryKey(selectedBusiness?.merchantId._id),
          profile,
        );
      // The session's copy of the business gives the header its name and logo.
      await queryClient.invalidateQueries({ queryKey: employeeQueryKey(employee?._id) });
    },
  });
}
