import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';

export const pendingOffersCountDocument = graphql(`
  query PendingOffersCount {
    offer {
      list(filter: { status: "pending" }, first: 1) {
        totalCount
      }
    }
  }
`);

// How many offers wait for an ADMIN's approval. A badge is not worth an error toast: when the
// count cannot be read, the badge is simply left out.
export function usePendingOffersCount(): number | null {
  const { data } = useQuery({
    queryKey: ['offers', 'pending-count'],
    queryFn: async () => {
      try {
        const result = await request(pendingOffersCountDocument, {}, { notify: false });
        return result.offer.list.totalCount;
      } catch {
        return null;
      }
    },
  });
  return data ?? null;
}
