import { graphql } from '../../../gql/gql';

export const logoutDocument = graphql(`
  mutation Logout {
    employee {
      logout {
        success
        messageCode
      }
    }
  }
`);
