import { graphql } from '../../../gql/gql';
import type { ListProductsQueryVariables } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

export const listProductsDocument = graphql(`
  query ListProducts($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
    product {
      list(filter: $filter, sort: $sort, first: $first, after: $after) {
        items {
          ...ProductFields
        }
        totalCount
        totalCountIsExact
        endCursor
        hasNextPage
      }
    }
  }
`);

// Read by tables and selects through TanStack Query, which reports a failure once.
export async function listProducts(variables: ListProductsQueryVariables) {
  const data = await request(listProductsDocument, variables, { notify: false });
  return data.product.list;
}
