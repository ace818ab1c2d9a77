import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { TEAM_KEY } from './member-fields';

export const teamDepartmentsDocument = graphql(`
  query TeamDepartments($merchantId: ID) {
    team {
      departments(merchantId: $merchantId)
    }
  }
`);

export const grantableRolesDocument = graphql(`
  query GrantableRoles($merchantId: ID) {
    team {
      grantableRoles(merchantId: $merchantId)
    }
  }
`);

// The departments in use in a business (ADMIN: merchantId, or every business when null): the
// filter's choices and the form's suggestions.
export function useDepartments(merchantId: string | null) {
  return useQuery({
    queryKey: [...TEAM_KEY, 'departments', merchantId],
    queryFn: async () => {
      const data = await request(teamDepartmentsDocument, { merchantId }, { notify: false });
      return data.team.departments;
    },
  });
}

// The roles the caller may hand out in a business (null: the caller's own). The server refuses
// the others; the form only offers these.
export function useGrantableRoles(merchantId: string | null) {
  return useQuery({
    queryKey: [...TEAM_KEY, 'grantable-roles', merchantId],
    queryFn: async () => {
      const data = await request(grantableRolesDocument, { merchantId }, { notify: false });
      return data.team.grantableRoles;
    },
  });
}
