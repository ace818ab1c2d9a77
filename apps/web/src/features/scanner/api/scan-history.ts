import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import { graphql } from '../../../gql/gql';
import type { ScanFilter } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

export const scanHistoryDocument = graphql(`
  query ScanHistory($filter: ScanFilter!, $first: Int, $after: String) {
    scan {
      list(filter: $filter, first: $first, after: $after) {
        items {
          id
          createdAt
          outcome
          couponId
          couponName
          retailPriceMinor
          currency
          customerName
          employeeName
          merchantId
          merchantName
        }
        endCursor
        hasNextPage
      }
    }
  }
`);

// Every page of every filter; a scan invalidates them all, so the new row shows at the top.
export const SCAN_HISTORY_KEY = ['scan-history'] as const;

export function useScanHistory(filter: ScanFilter, after: string | null) {
  return useQuery({
    queryKey: [...SCAN_HISTORY_KEY, filter, after],
    queryFn: async () => {
      const data = await request(
        scanHistoryDocument,
        { filter, first: DEFAULT_PAGE_SIZE, after },
        { notify: false },
      );
      return data.scan.list;
    },
    // The rows of the page being left stay until the next page arrives, so nothing jumps.
    placeholderData: keepPreviousData,
  });
}
