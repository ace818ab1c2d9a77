import { graphql } from '../../../gql/gql';
import type { SignupMutationVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

export const signupDocument = graphql(`
  mutation Signup(
    $companyName: String!
    $companyLegalName: String!
    $companyEmail: String!
    $companyPhone: String!
    $employeeFirstName: String!
    $employeeLastName: String!
    $employeeEmail: String!
    $employeePhone: String!
    $password: String!
    $referralCode: String
  ) {
    employee {
      signup(
        companyName: $companyName
        companyLegalName: $companyLegalName
        companyEmail: $companyEmail
        companyPhone: $companyPhone
        employeeFirstName: $employeeFirstName
        employeeLastName: $employeeLastName
        employeeEmail: $employeeEmail
        employeePhone: $employeePhone
        password: $password
        referralCode: $referralCode
      ) {
        success
        messageCode
        referral
        employee {
          _id
          firstName
          lastName
          email
          phone
        }
      }
    }
  }
`);

// The form reports every failure itself, so the client adds no toast.
export async function signup(variables: SignupMutationVariables) {
  const data = await request(signupDocument, variables, { auth: false, notify: false });
  return data.employee.signup;
}
