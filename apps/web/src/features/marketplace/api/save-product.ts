import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductInput } from '@back-office/domain/schemas/marketplace';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { PRODUCTS_KEY } from './product-fields';
import { requireSuccess } from './result';

export const createProductDocument = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    product {
      create(input: $input) {
        success
        messageCode
        product {
          ...ProductFields
        }
      }
    }
  }
`);

export const updateProductDocument = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    product {
      update(id: $id, input: $input) {
        success
        messageCode
        product {
          ...ProductFields
        }
      }
    }
  }
`);

// Creates when there is no id, updates otherwise. Failures are reported by the mutation cache.
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: ProductInput }) => {
      if (!id) {
        const data = await request(createProductDocument, { input }, { notify: false });
        return requireSuccess(data.product.create);
      }
      const data = await request(updateProductDocument, { id, input }, { notify: false });
      return requireSuccess(data.product.update);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}
