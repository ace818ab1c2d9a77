import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferStatus } from '@back-office/domain/catalog';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { OFFERS_KEY } from './offer-fields';
import { requireSuccess } from './result';

export const setOfferStatusDocument = graphql(`
  mutation SetOfferStatus($id: ID!, $status: String!, $reason: String) {
    offer {
      setStatus(id: $id, status: $status, reason: $reason) {
        success
        messageCode
        offer {
          _id
          status
          rejectionReason
        }
      }
    }
  }
`);

export interface StatusChange {
  ids: readonly string[];
  status: OfferStatus;
  // A rejection's reason, shown to the merchant.
  reason?: string;
}

// Moves one offer or several (a bulk approval) along OFFER_TRANSITIONS.
export function useSetOfferStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status, reason }: StatusChange) =>
      Promise.all(
        ids.map(async (id) => {
          const data = await request(
            setOfferStatusDocument,
            { id, status, reason: reason ?? null },
            { notify: false },
          );
          return requireSuccess(data.offer.setStatus);
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY }),
  });
}
