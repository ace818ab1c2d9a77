import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';

export const walletOffersDocument = graphql(`
  query WalletOffers($walletKey: String!) {
    wallet {
      offers(walletKey: $walletKey) {
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
      return data.wallet.offers;
    },
  });
}
