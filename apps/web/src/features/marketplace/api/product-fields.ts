import { graphql } from '../../../gql/gql';
import type { ProductFieldsFragment } from '../../../gql/graphql';

// What the marketplace shows of a product; documents spread it by name (...ProductFields).
export const productFieldsFragment = graphql(`
  fragment ProductFields on Product {
    _id
    merchantId
    merchantName
    name
    description
    category
    priceMinor
    currency
    sku
    stockQuantity
    lowStockThreshold
    lowStock
    status
    tags
    imageUrl
    createdAt
    updatedAt
  }
`);

export type Product = ProductFieldsFragment;

// Every product list and every product query lives under this key, so one invalidation after a
// change refreshes the marketplace and stock control alike.
export const PRODUCTS_KEY = ['products'] as const;
