import { graphql } from '../../../gql/gql';
import type { BusinessFieldsFragment } from '../../../gql/graphql';

// What the businesses page shows of a business; documents spread it by name (...BusinessFields).
export const businessFieldsFragment = graphql(`
  fragment BusinessFields on Business {
    _id
    name
    companyName
    companyLegalName
    companyLogo
    tinOrVat
    companyEmail
    companyPhone
    companyAddress
    companyCity
    companyCountry
    companyPostalCode
    companyWebsite
    companyDescription
    status
    isProvider
    employeeCount
    storeCount
    subscription {
      _id
      planNameEn
      planNameEl
      status
      currentPeriodEnd
    }
    createdAt
  }
`);

export type Business = BusinessFieldsFragment;

// Every business list lives under this key: a change to a business (or to its stores, which
// it counts) invalidates it.
export const BUSINESSES_KEY = ['businesses'] as const;
