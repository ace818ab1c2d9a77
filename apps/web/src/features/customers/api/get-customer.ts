import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { CUSTOMERS_KEY } from './customer-fields';

export const customerDetailDocument = graphql(`
  query CustomerDetail($id: ID!, $merchantId: ID) {
    customer {
      get(id: $id, merchantId: $merchantId) {
        customer {
          ...CustomerFields
        }
        coupons {
          id
          name
          merchantId
          merchantName
          retailPriceMinor
          currency
          redeemed
          redeemedAt
          expiresAt
        }
      }
    }
  }
`);

// A customer with their coupons: of one business (merchantId, or the caller's own), or of every
// business for an ADMIN without one. null when the caller's business does not know them.
export function useCustomerDetail(id: string, merchantId: string | null) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'detail', id, merchantId],
    queryFn: async () => {
      const data = await request(customerDetailDocument, { id, merchantId }, { notify: false });
      return data.customer.get ?? null;
    },
  });
}
