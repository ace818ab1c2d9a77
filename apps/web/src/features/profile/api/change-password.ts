import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { ChangePasswordMutationVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

export const changePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    profile {
      changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
        success
        messageCode
      }
    }
  }
`);

export function useChangePassword() {
  return useMutation({
    mutationFn: async (variables: ChangePasswordMutationVariables) => {
      const data = await request(changePasswordDocument, variables, { notify: false });
      return data.profile.changePassword;
    },
  });
}
