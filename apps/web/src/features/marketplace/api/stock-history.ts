import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { PRODUCTS_KEY } from './product-fields';

export const stockHistoryDocument = graphql(`
  query StockHistory($productId: ID!) {
    product {
      stockHistory(productId: $productId) {
        id
        delta
        quantityAfter
        reason
        employeeName
        createdAt
      }
    }
  }
`);

// Under the products key: an adjustment or a redemption invalidates it with the lists.
export function useStockHistory(productId: string) {
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'history', productId],
    queryFn: async () => {
      const data = await request(stockHistoryDocument, { productId }, { notify: false });
      return data.product.stockHistory;
    },
  });
}
