import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';

export const resetPasswordDocument = graphql(`
  mutation ResetPassword($email: String!) {
    employee {
      resetPassword(email: $email) {
        success
        messageCode
      }
    }
  }
`);

// The page reports the outcome itself, so the client adds no toast.
export async function resetPassword(email: string) {
  const data = await request(resetPasswordDocument, { email }, { auth: false, notify: false });
  return data.employee.resetPassword;
}
