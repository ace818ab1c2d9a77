import { graphql } from '../../../gql/gql';

// The refresh token travels as an httpOnly cookie; the web app never reads or stores it.
export const refreshEmployeeTokenDocument = graphql(`
  mutation RefreshEmployeeToken {
    employee {
      refreshEmployeeToken {
        success
        messageCode
        token
        expiresIn
        employee {
          ...EmployeeFields
        }
      }
    }
  }
`);
