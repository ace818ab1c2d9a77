import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import type { PageRequest } from '../../../components/ui/data-table/types';
import { ALL_TIME, periodDays, type Period } from '../../../components/ui/period-filter';

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
          objectName
          objectTotalMinor
          objectCurrency
          changes
          fieldChanges {
            field
            before
            after
          }
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

// Besides the search box (operation, employee or object): the period, in the business's days.
export interface AuditFilters {
  period: Period;
}

export const NO_AUDIT_FILTERS: AuditFilters = { period: ALL_TIME };

export const auditQueryKey = ['audit'] as const;

// The query cache reports a failed page, so the client adds no toast of its own.
export async function fetchAuditPage(
  { filters, search, first, after }: PageRequest<AuditFilters>,
  timeZone: string,
) {
  const days = periodDays(filters.period, timeZone);
  const data = await request(
    listAuditDocument,
    {
      filter: { search: search || null, from: days?.from || null, to: days?.to || null },
      first,
      after,
    },
    { notify: false },
  );
  return data.audit.list;
}
