import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { AdjustStockMutationVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import { PRODUCTS_KEY } from './product-fields';
import { requireSuccess } from './result';

export const adjustStockDocument = graphql(`
  mutation AdjustStock($productId: ID!, $delta: Float!, $reason: String!) {
    product {
      adjustStock(productId: $productId, delta: $delta, reason: $reason) {
        success
        messageCode
        product {
          _id
          stockQuantity
          lowStock
        }
      }
    }
  }
`);

// The new quantity and the history entry come from the server, so both are refetched.
export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: AdjustStockMutationVariables) => {
      const data = await request(adjustStockDocument, variables, { notify: false });
      return requireSuccess(data.product.adjustStock);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}
