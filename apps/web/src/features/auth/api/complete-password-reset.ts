import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';

export const completePasswordResetDocument = graphql(`
  mutation CompletePasswordReset($token: String!, $password: String!) {
    employee {
      completePasswordReset(token: $token, password: $password) {
        success
        messageCode
      }
    }
  }
`);

export async function completePasswordReset(token: string, password: string) {
  const data = await request(completePasswordResetDocument, { token, password }, { auth: false });
  return data.employee.completePasswordReset;
}
