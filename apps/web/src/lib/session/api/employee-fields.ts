import { graphql } from '../../../gql/gql';

// What the session keeps of an employee: the fields of the login result. Documents spread it by
// name (...EmployeeFields); code generation reads it from here.
export const employeeFieldsFragment = graphql(`
  fragment EmployeeFields on Employee {
    _id
    firstName
    lastName
    email
    phone
    businesses {
      _id
      merchantId {
        _id
        name
        companyName
        companyLegalName
        companyLogo
      }
      roles {
        id
        name
        permissions
      }
      startingDate
      endDate
      department
      status
      position
    }
  }
`);
