import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import type { PageRequest } from '../../../components/ui/data-table/types';

export const listAuditDocument = graphql(`
  query ListAudit($filter: AuditFilter, $first: Int, $after: String) {
    audit {
      list(filter: $filter, first: $first, after: $after) {
        items {
          id
          at
          employeeName
          businessName
          action
          objectId
          changes
          outcome
          address
        }
        totalCount
        totalCountIsExact
        endCursor
        hasNextPage
      }
    }
  }
`);

// The search box is the trail's one filter: operation, employee or object.
export type AuditFilters = Record<string, never>;

export const auditQueryKey = ['audit'] as const;

// The query cache reports a failed page, so the client adds no toast of its own.
export async function fetchAuditPage({ search, first, after }: PageRequest<AuditFilters>) {
  const data = await request(
    listAuditDocument,
    { filter: { search: search || null }, first, after },
    { notify: false },
  );
  return data.audit.list;
}
