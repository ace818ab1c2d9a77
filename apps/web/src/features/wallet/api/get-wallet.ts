import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_STALE_MS } from '@back-office/domain/constants';
import { WalletDocument } from '../../../gql/graphql';
import { sendPublic } from '../../../lib/graphql/transport';
import { msUntilRenewal, type WalletSnapshot } from '../wallet-clock';

// The operation is written in get-wallet.graphql beside this file; codegen types it as WalletDocument, which the
// wallet imports alone, without the index of every operation (gql/gql.ts).
export const walletQueryKey = (walletKey: string) => ['wallet', walletKey] as const;

async function fetchWallet(
  walletKey: string,
  referralCode: string | null,
): Promise<WalletSnapshot> {
  const sentAt = Date.now();
  const data = await sendPublic(WalletDocument, { walletKey, referralCode });
  const receivedAt = Date.now();
  const wallet = data.wallet.get;
  // The server's clock decides when a QR code expires; the phone's may be minutes off. The
  // answer was written about halfway through the round trip.
  const clockOffsetMs = wallet ? Date.parse(wallet.serverTime) - (sentAt + receivedAt) / 2 : 0;
  return { wallet, clockOffsetMs };
}

// The QR codes are renewed shortly before they expire: the query becomes stale then, and is
// refetched at that moment, or on return to the page if the phone was asleep.
// An affiliate's link (?ref=CODE) goes with every fetch: the server attributes the customer once.
export const walletQuery = (walletKey: string, referralCode: string | null = null) =>
  queryOptions({
    queryKey: walletQueryKey(walletKey),
    queryFn: () => fetchWallet(walletKey, referralCode),
    staleTime: (query) => msUntilRenewal(query.state.data) || QUERY_STALE_MS,
    refetchInterval: (query) => msUntilRenewal(query.state.data),
  });

export function useWallet(walletKey: string, referralCode: string | null = null) {
  return useQuery(walletQuery(walletKey, referralCode));
}
