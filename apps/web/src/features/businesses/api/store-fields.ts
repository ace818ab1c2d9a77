import { graphql } from '../../../gql/gql';
import type { StoreFieldsFragment } from '../../../gql/graphql';

export const storeFieldsFragment = graphql(`
  fragment StoreFields on Store {
    _id
    merchantId
    merchantName
    name
    address
    city
    postalCode
    country
    phone
    openingHours {
      day
      opens
      closes
    }
  }
`);

export type Store = StoreFieldsFragment;

// The stores of a business and each single store live under this key.
export const STORES_KEY = ['stores'] as const;
