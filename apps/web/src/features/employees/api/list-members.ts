import { graphql } from '../../../gql/gql';
import type { ListTeamQueryVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

export const listTeamDocument = graphql(`
  query ListTeam($filter: TeamFilter, $first: Int, $after: String) {
    team {
      list(filter: $filter, first: $first, after: $after) {
        items {
          ...TeamMemberFields
        }
        totalCount
        endCursor
        hasNextPage
      }
    }
  }
`);

// Read by the table through TanStack Query, which reports a failure once.
export async function listMembers(variables: ListTeamQueryVariables) {
  const data = await request(listTeamDocument, variables, { notify: false });
  return data.team.list;
}
