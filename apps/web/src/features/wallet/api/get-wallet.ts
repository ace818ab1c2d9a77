import { useQuery } from '@tanstack/react-query';
import { QUERY_STALE_MS } from '@back-office/domain/constants';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { msUntilRenewal, type WalletSnapshot } from '../wallet-clock';

export const walletDocument = graphql(`
  query Wallet($walletKey: String!, $referralCode: String) {
    wallet {
      get(walletKey: $walletKey, referralCode: $referralCode) {
        firstName
        lastName
        serverTime
        coupons {
          id
          redeemed
          redeemedAt
          expiresAt
          metadata {
            name
            retailPriceMinor
            currency
          }
          merchant {
            _id
            name
            companyLogo
          }
          qr {
            text
            expiresAt
          }
        }
      }
    }
  }
`);

export const walletQueryKey = (walletKey: string) => ['wallet', walletKey] as const;

async function fetchWallet(
  walletKey: string,
  referralCode: string | null,
): Promise<WalletSnapshot> {
  const sentAt = Date.now();
  const data = await request(
    walletDocument,
    { walletKey, referralCode },
    { auth: false, notify: false },
  );
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
export function useWallet(walletKey: string, referralCode: string | null = null) {
  return useQuery({
    queryKey: walletQueryKey(walletKey),
    queryFn: () => fetchWallet(walletKey, referralCode),
    staleTime: (query) => msUntilRenewal(query.state.data) || QUERY_STALE_MS,
    refetchInterval: (query) => msUntilRenewal(query.state.data),
  });
}
