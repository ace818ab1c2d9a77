import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TakeOfferDocument } from '../../../gql/graphql';
import { sendPublic } from '../../../lib/graphql/transport';
import { walletQueryKey } from './get-wallet';
import { walletOffersQueryKey } from './get-wallet-offers';

// The operation is written in take-offer.graphql beside this file; codegen types it as TakeOfferDocument, which the
// wallet imports alone, without the index of every operation (gql/gql.ts).
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
      const data = await sendPublic(TakeOfferDocument, {
        walletKey,
        offerId,
        referralCode,
        campaignId,
      });
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
