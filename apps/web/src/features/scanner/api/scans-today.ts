import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { SCAN_HISTORY_KEY } from './scan-history';

const scansTodayDocument = graphql(`
  query ScansToday {
    scan {
      today {
        day
        scans
        redeemed
        redeemedByMe
        redeemedValue {
          currency
          count
          amountMinor
        }
      }
    }
  }
`);

// Under the history's key, so that a scan refreshes the day's figures with the list.
export function useScansToday() {
  return useQuery({
    queryKey: [...SCAN_HISTORY_KEY, 'today'],
    queryFn: async () => (await request(scansTodayDocument, {}, { notify: false })).scan.today,
  });
}
