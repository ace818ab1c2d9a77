import { graphql } from '../../../gql/gql';
import type { CustomerFieldsFragment } from '../../../gql/graphql';

// What the customer list and the customer detail show of a customer.
export const customerFieldsFragment = graphql(`
  fragment CustomerFields on Customer {
    _id
    firstName
    lastName
    email
    phone
    status
    tags
    couponsCount
    redemptionsCount
    totalSpentMinor
    lastRedemptionAt
    createdAt
  }
`);

export type Customer = CustomerFieldsFragment;

// Every customer list and detail lives under this key.
export const CUSTOMERS_KEY = ['customers'] as const;

export const customerName = (customer: Pick<Customer, 'firstName' | 'lastName'>) =>
  `${customer.firstName} ${customer.lastName}`;
