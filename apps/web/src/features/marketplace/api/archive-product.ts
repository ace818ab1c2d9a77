import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { PRODUCTS_KEY } from './product-fields';
import { requireSuccess } from './result';

export const archiveProductDocument = graphql(`
  mutation ArchiveProduct($id: ID!) {
    product {
      archive(id: $id) {
        success
        messageCode
        product {
          _id
          status
        }
      }
    }
  }
`);

// Archives one product or several (a bulk action), then refreshes every product list.
export function useArchiveProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      Promise.all(
        ids.map(async (id) => {
          const data = await request(archiveProductDocument, { id }, { notify: false });
          return requireSuccess(data.product.archive);
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}
