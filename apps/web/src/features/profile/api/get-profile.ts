import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@back-office/domain/messages';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { useSession } from '../../../lib/session/use-session';

export const profileDocument = graphql(`
  query Profile($employeeId: ID!) {
    employee {
      getEmployee(employeeId: $employeeId) {
        success
        messageCode
        employee {
          ...ProfileFields
        }
      }
    }
  }
`);

// What /profile shows and edits of the signed-in employee.
export const profileFieldsFragment = graphql(`
  fragment ProfileFields on Employee {
    _id
    firstName
    lastName
    email
    phone
    address
    zipCode
    city
    country
  }
`);

export const profileQueryKey = (employeeId: string | undefined) => ['profile', employeeId] as const;

export function useProfile() {
  const employeeId = useSession().employee?._id;
  return useQuery({
    queryKey: profileQueryKey(employeeId),
    enabled: employeeId !== undefined,
    queryFn: async () => {
      const data = await request(
        profileDocument,
        { employeeId: employeeId ?? '' },
        { notify: false },
      );
      const result = data.employee.getEmployee;
      if (!result.success || !result.employee) throw new Error(MESSAGES.employeeNotFound);
      return result.employee;
    },
  });
}
