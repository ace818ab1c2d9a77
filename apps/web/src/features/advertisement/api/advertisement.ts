import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { CampaignInput, CampaignTermsInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

export const advertisementKey = ['advertisement'] as const;

graphql(`
  fragment CampaignFields on Campaign {
    _id
    merchantId
    businessName
    offerId
    offerTitle
    placement
    startsOn
    endsOn
    budgetMinor
    priceMinor
    currency
    spentMinor
    status
    state
    rejectionReason
    impressions
    offersTaken
    redemptions
    costPerRedemptionMinor
    createdAt
  }
`);

const campaignsDocument = graphql(`
  query Campaigns($state: String, $allBusinesses: Boolean, $after: String) {
    advertisement {
      campaigns(state: $state, allBusinesses: $allBusinesses, after: $after) {
        nodes {
          ...CampaignFields
        }
        endCursor
        hasNextPage
      }
    }
  }
`);

const reviewQueueDocument = graphql(`
  query CampaignReviewQueue {
    advertisement {
      reviewQueue {
        ...CampaignFields
      }
    }
  }
`);

const detailDocument = graphql(`
  query CampaignDetail($id: ID!) {
    advertisement {
      campaign(id: $id) {
        ...CampaignFields
      }
      campaignDays(id: $id) {
        day
        impressions
        offersTaken
        redemptions
        spentMinor
      }
    }
  }
`);

const offerChoicesDocument = graphql(`
  query CampaignOfferChoices {
    advertisement {
      offerChoices {
        _id
        title
        currency
        validUntil
      }
    }
  }
`);

const createDocument = graphql(`
  mutation CreateCampaign($input: CampaignInput!) {
    advertisement {
      create(input: $input) {
        success
        message
        messageKey
        campaign {
          _id
        }
      }
    }
  }
`);

const updateDocument = graphql(`
  mutation UpdateCampaign($id: ID!, $input: CampaignTermsInput!) {
    advertisement {
      update(id: $id, input: $input) {
        success
        message
        messageKey
      }
    }
  }
`);

const approveDocument = graphql(`
  mutation ApproveCampaign($id: ID!) {
    advertisement {
      approve(id: $id) {
        success
        message
        messageKey
      }
    }
  }
`);

const rejectDocument = graphql(`
  mutation RejectCampaign($id: ID!, $reason: String!) {
    advertisement {
      reject(id: $id, reason: $reason) {
        success
        message
        messageKey
      }
    }
  }
`);

const pauseDocument = graphql(`
  mutation PauseCampaign($id: ID!) {
    advertisement {
      pause(id: $id) {
        success
        message
        messageKey
      }
    }
  }
`);

const resumeDocument = graphql(`
  mutation ResumeCampaign($id: ID!) {
    advertisement {
      resume(id: $id) {
        success
        message
        messageKey
      }
    }
  }
`);

const endDocument = graphql(`
  mutation EndCampaign($id: ID!) {
    advertisement {
      end(id: $id) {
        success
        message
        messageKey
      }
    }
  }
`);

// The selected business's campaigns, or (the provider's staff) every business's. Not paged: a
// business runs a handful of campaigns.
export function useCampaigns(allBusinesses: boolean, state: string | null) {
  return useInfiniteQuery({
    queryKey: [...advertisementKey, 'list', allBusinesses, state],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (
        await request(
          campaignsDocument,
          { allBusinesses, state, after: pageParam },
          { notify: false },
        )
      ).advertisement.campaigns,
    getNextPageParam: (page) => (page.hasNextPage ? page.endCursor : null),
  });
}

export function useReviewQueue() {
  return useQuery({
    queryKey: [...advertisementKey, 'review'],
    queryFn: async () =>
      (await request(reviewQueueDocument, {}, { notify: false })).advertisement.reviewQueue,
  });
}

export function useCampaignDetail(id: string) {
  return useQuery({
    queryKey: [...advertisementKey, 'detail', id],
    queryFn: async () => (await request(detailDocument, { id }, { notify: false })).advertisement,
  });
}

// Asked only by the form of a new campaign.
export function useOfferChoices(enabled = true) {
  return useQuery({
    queryKey: [...advertisementKey, 'offer-choices'],
    enabled,
    queryFn: async () =>
      (await request(offerChoicesDocument, {}, { notify: false })).advertisement.offerChoices,
  });
}

// A write changes the lists, the review queue and the detail: all are read again.
function useCampaignWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advertisementKey }),
  });
}

export const useCreateCampaign = () =>
  useCampaignWrite(
    async (input: CampaignInput) =>
      (await request(createDocument, { input }, { notify: false })).advertisement.create,
  );

export const useUpdateCampaign = () =>
  useCampaignWrite(
    async ({ id, input }: { id: string; input: CampaignTermsInput }) =>
      (await request(updateDocument, { id, input }, { notify: false })).advertisement.update,
  );

export const useApproveCampaign = () =>
  useCampaignWrite(
    async (id: string) => (await request(approveDocument, { id })).advertisement.approve,
  );

export const useRejectCampaign = () =>
  useCampaignWrite(
    async ({ id, reason }: { id: string; reason: string }) =>
      (await request(rejectDocument, { id, reason })).advertisement.reject,
  );

export const usePauseCampaign = () =>
  useCampaignWrite(
    async (id: string) => (await request(pauseDocument, { id })).advertisement.pause,
  );

export const useResumeCampaign = () =>
  useCampaignWrite(
    async (id: string) => (await request(resumeDocument, { id })).advertisement.resume,
  );

export const useEndCampaign = () =>
  useCampaignWrite(async (id: string) => (await request(endDocument, { id })).advertisement.end);
