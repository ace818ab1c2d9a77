import { queryOptions, useQuery } from '@tanstack/react-query';
import { WalletOffersDocument } from '../../../gql/graphql';
import { sendPublic } from '../../../lib/graphql/transport';

// The operation is written in get-wallet-offers.graphql beside this file; codegen types it as WalletOffersDocument, which the
// wallet imports alone, without the index of every operation (gql/gql.ts).
export const walletOffersQueryKey = (walletKey: string) => ['wallet-offers', walletKey] as const;

export const walletOffersQuery = (walletKey: string) =>
  queryOptions({
    queryKey: walletOffersQueryKey(walletKey),
    queryFn: async () => {
      const data = await sendPublic(WalletOffersDocument, { walletKey });
      return data.wallet;
    },
  });

export function useWalletOffers(walletKey: string) {
  return useQuery(walletOffersQuery(walletKey));
}
