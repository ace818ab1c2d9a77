import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../gql/gql';
import { request } from '../graphql/client';
import { useSession } from '../session/use-session';

export const businessProfileDocument = graphql(`
  query BusinessProfile {
    businessProfile {
      get {
        ...BusinessProfileFields
      }
    }
  }
`);

// Everything the business profile page shows; its update operations answer with the same.
export const businessProfileFieldsFragment = graphql(`
  fragment BusinessProfileFields on BusinessProfile {
    business {
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
    }
    settings {
      currency
      timezone
      language
      dateFormat
      notifications {
        email
        sms
        push
      }
    }
    bankDetails {
      bankName
      iban
      bic
      paymentTerms
    }
  }
`);

// The selected business is part of the key: the cache must never show one business's settings
// while another is selected.
export const businessProfileQueryKey = (merchantId: string | undefined) =>
  ['businessProfile', merchantId] as const;

// The selected business's company fields and settings, shared by the business profile page
// and everything that shows amounts in the business's currency.
export function useBusinessProfile() {
  const merchantId = useSession().selectedBusiness?.merchantId._id;
  return useQuery({
    queryKey: businessProfileQueryKey(merchantId),
    enabled: merchantId !== undefined,
    queryFn: async () => {
      const data = await request(businessProfileDocument, {}, { notify: false });
      return data.businessProfile.get;
    },
  });
}
