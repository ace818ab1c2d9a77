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
