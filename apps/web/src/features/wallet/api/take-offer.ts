import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { walletQueryKey } from './get-wallet';
import { walletOffersQueryKey } from './get-wallet-offers';

export const takeOfferDocument = graphql(`
  mutation TakeOffer($walletKey: String!, $offerId: ID!, $referralCode: String, $campaignId: ID) {
    wallet {
      takeOffer(
        walletKey: $walletKey
        offerId: $offerId
        referralCode: $referralCode
        campaignId: $campaignId
      ) {
        success
        messageCode
        couponId
      }
    }
  }
`);

// The offer to take, and the campaign whose ad it was taken from (its redemption is charged to
// that campaign).
export interface TakeOfferRequest {
  offerId: string;
  campaignId: string | null;
}

export function useTakeOffer(walletKey: string, referralCode: string | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ offerId, campaignId }: TakeOfferRequest) => {
      const data = await request(
        takeOfferDocument,
        { walletKey, offerId, referralCode, campaignId },
        { auth: false, notify: false },
      );
      return data.wallet.takeOffer;
    },
    // Whatever the answer, the offer list and the coupons may have changed (taken, sold out).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletQueryKey(walletKey) }),
        queryClient.invalidateQueries({ queryKey: walletOffersQueryKey(walletKey) }),
      ]),
  });
}
