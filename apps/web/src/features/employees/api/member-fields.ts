import { graphql } from '../../../gql/gql';
import type { TeamMemberFieldsFragment } from '../../../gql/graphql';

// What the employees page shows of a member; its operations answer with the same.
export const teamMemberFieldsFragment = graphql(`
  fragment TeamMemberFields on TeamMember {
    _id
    employeeId
    firstName
    lastName
    email
    phone
    merchantId
    merchantName
    roles
    department
    position
    status
    startingDate
    endDate
  }
`);

export type Member = TeamMemberFieldsFragment;

// Every list and lookup of the team lives under this key, so one invalidation after a change
// refreshes the table and the department suggestions alike.
export const TEAM_KEY = ['team'] as const;
