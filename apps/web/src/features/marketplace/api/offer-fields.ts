import { graphql } from '../../../gql/gql';
import type { OfferFieldsFragment } from '../../../gql/graphql';

export const offerFieldsFragment = graphql(`
  fragment OfferFields on Offer {
    _id
    merchantId
    merchantName
    productId
    productName
    title
    description
    offerPriceMinor
    discountPercent
    currency
    validFrom
    validUntil
    quantityAvailable
    taken
    status
    rejectionReason
    createdAt
  }
`);

export type Offer = OfferFieldsFragment;

export const OFFERS_KEY = ['offers'] as const;
