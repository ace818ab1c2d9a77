import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';

graphql(`
  fragment WalletOfferFields on Offer {
    _id
    title
    offerPriceMinor
    currency
    merchantName
    validUntil
    memberTier {
      tierId
      programme
      nameEn
      nameEl
    }
  }
`);

// The offers the wallet may take, and the campaigns advertising some of them to it now (each
// reading of these counts as the ad's impression, once a day).
export const walletOffersDocument = graphql(`
  query WalletOffers($walletKey: String!) {
    wallet {
      offers(walletKey: $walletKey) {
        ...WalletOfferFields
      }
      sponsored(walletKey: $walletKey) {
        campaignId
        placement
        offer {
          ...WalletOfferFields
        }
      }
    }
  }
`);

export const walletOffersQueryKey = (walletKey: string) => ['wallet-offers', walletKey] as const;

export function useWalletOffers(walletKey: string) {
  return useQuery({
    queryKey: walletOffersQueryKey(walletKey),
    queryFn: async () => {
      const data = await request(
        walletOffersDocument,
        { walletKey },
        { auth: false, notify: false },
      );
      return data.wallet;
    },
  });
}
