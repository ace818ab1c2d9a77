import { graphql } from '../../../gql/gql';

export const getEmployeeDocument = graphql(`
  query GetEmployee($employeeId: ID!) {
    employee {
      getEmployee(employeeId: $employeeId) {
        success
        messageCode
        employee {
          ...EmployeeFields
          address
          zipCode
          city
          country
          businesses {
            _id
            merchantId {
              _id
              tinOrVat
            }
          }
        }
      }
    }
  }
`);
