import { RESULT_CODES, resultCodeText } from '@back-office/domain/result-codes';
import { graphql } from '../../../gql/gql';
import type { EmployeeLoginMutationVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

export const employeeLoginDocument = graphql(`
  mutation EmployeeLogin($email: String!, $password: String!) {
    employee {
      employeeLogin(email: $email, password: $password) {
        success
        messageCode
        token
        employee {
          ...EmployeeFields
        }
      }
    }
  }
`);

export async function employeeLogin(variables: EmployeeLoginMutationVariables) {
  const data = await request(employeeLoginDocument, variables, { auth: false });
  return data.employee.employeeLogin;
}

// A refused login shows the server's code, or LOGIN_FAILED; in words (the key of the domain's
// text) where there are some.
export function loginFailureMessage(code: string | null | undefined): string {
  const shown = code || RESULT_CODES.LOGIN_FAILED;
  return resultCodeText(shown) ?? shown;
}
