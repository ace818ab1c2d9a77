import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferInput } from '@back-office/domain/schemas/marketplace';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { OFFERS_KEY } from './offer-fields';
import { requireSuccess } from './result';

export const createOfferDocument = graphql(`
  mutation CreateOffer($input: OfferInput!) {
    offer {
      create(input: $input) {
        success
        messageCode
        offer {
          ...OfferFields
        }
      }
    }
  }
`);

export const updateOfferDocument = graphql(`
  mutation UpdateOffer($id: ID!, $input: OfferInput!) {
    offer {
      update(id: $id, input: $input) {
        success
        messageCode
        offer {
          ...OfferFields
        }
      }
    }
  }
`);

// A new offer, or an edit of a pending or rejected one: either way it waits for approval.
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: OfferInput }) => {
      if (!id) {
        const data = await request(createOfferDocument, { input }, { notify: false });
        return requireSuccess(data.offer.create);
      }
      const data = await request(updateOfferDocument, { id, input }, { notify: false });
      return requireSuccess(data.offer.update);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY }),
  });
}
