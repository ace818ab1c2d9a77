import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type {
  CancelSubscriptionInput,
  ChangePlanInput,
  PlanInput,
  SubscribeInput,
  SubscriptionFilter,
} from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

export const subscriptionsKey = ['subscriptions'] as const;

graphql(`
  fragment SubscriptionPlanFields on SubscriptionPlan {
    _id
    nameEn
    nameEl
    priceMinor
    currency
    interval
    trialDays
    features {
      en
      el
    }
    active
    subscriberCount
  }
`);

graphql(`
  fragment SubscriptionFields on PlanSubscription {
    _id
    merchantId
    businessName
    plan {
      _id
      nameEn
      nameEl
      priceMinor
      currency
      interval
    }
    nextPlan {
      _id
      nameEn
      nameEl
    }
    status
    startedAt
    trialEndsAt
    pausedAt
    endsAt
    currentPeriodStart
    currentPeriodEnd
    nextInvoiceAt
    nextInvoiceAmountMinor
    currency
    unpaidInvoiceCount
    pastDueAt
    expiresAt
  }
`);

const plansDocument = graphql(`
  query SubscriptionPlans($activeOnly: Boolean) {
    subscription {
      plans(activeOnly: $activeOnly) {
        ...SubscriptionPlanFields
      }
    }
  }
`);

const listDocument = graphql(`
  query Subscriptions($filter: SubscriptionFilter, $first: Int, $after: String) {
    subscription {
      list(filter: $filter, first: $first, after: $after) {
        nodes {
          ...SubscriptionFields
        }
        endCursor
        hasNextPage
      }
    }
  }
`);

const detailDocument = graphql(`
  query SubscriptionDetail($id: ID!) {
    subscription {
      get(id: $id) {
        subscription {
          ...SubscriptionFields
        }
        periods {
          _id
          kind
          planName
          startsAt
          endsAt
          invoiceId
          invoiceNumber
          invoiceTotalMinor
          invoiceCurrency
          invoiceDueDate
          invoicePaid
        }
        events {
          _id
          event
          detail
          actorName
          at
        }
      }
    }
  }
`);

const unsubscribedDocument = graphql(`
  query UnsubscribedBusinesses($search: String, $merchantId: ID) {
    subscription {
      unsubscribed(search: $search, merchantId: $merchantId) {
        _id
        name
      }
    }
  }
`);

const savePlanDocument = graphql(`
  mutation SavePlan($id: ID, $input: PlanInput!) {
    subscription {
      savePlan(id: $id, input: $input) {
        success
        message
        messageKey
        plan {
          ...SubscriptionPlanFields
        }
      }
    }
  }
`);

const subscribeDocument = graphql(`
  mutation Subscribe($input: SubscribeInput!) {
    subscription {
      subscribe(input: $input) {
        success
        message
        messageKey
        subscription {
          _id
        }
      }
    }
  }
`);

const changePlanDocument = graphql(`
  mutation ChangeSubscriptionPlan($input: ChangePlanInput!) {
    subscription {
      changePlan(input: $input) {
        success
        message
        messageKey
      }
    }
  }
`);

const pauseDocument = graphql(`
  mutation PauseSubscription($subscriptionId: ID!) {
    subscription {
      pause(subscriptionId: $subscriptionId) {
        success
        message
        messageKey
      }
    }
  }
`);

const resumeDocument = graphql(`
  mutation ResumeSubscription($subscriptionId: ID!) {
    subscription {
      resume(subscriptionId: $subscriptionId) {
        success
        message
        messageKey
      }
    }
  }
`);

const cancelDocument = graphql(`
  mutation CancelSubscription($input: CancelSubscriptionInput!) {
    subscription {
      cancel(input: $input) {
        success
        message
        messageKey
      }
    }
  }
`);

export function usePlans(activeOnly = false) {
  return useQuery({
    queryKey: [...subscriptionsKey, 'plans', activeOnly],
    queryFn: async () =>
      (await request(plansDocument, { activeOnly }, { notify: false })).subscription.plans,
  });
}

export function useSubscriptions(filter: SubscriptionFilter) {
  return useInfiniteQuery({
    queryKey: [...subscriptionsKey, 'list', filter],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (await request(listDocument, { filter, after: pageParam }, { notify: false })).subscription
        .list,
    getNextPageParam: (page) => (page.hasNextPage ? page.endCursor : null),
  });
}

export function useSubscriptionDetail(id: string) {
  return useQuery({
    queryKey: [...subscriptionsKey, 'detail', id],
    queryFn: async () =>
      (await request(detailDocument, { id }, { notify: false })).subscription.get,
  });
}

// The first businesses without a subscription by name, narrowed by a search; or whether the one
// asked for is without one. A provider may have more partners than a select can hold.
export function useUnsubscribedBusinesses(
  which: { search?: string; merchantId?: string | null },
  enabled = true,
) {
  return useQuery({
    queryKey: [...subscriptionsKey, 'unsubscribed', which],
    enabled,
    queryFn: async () =>
      (
        await request(
          unsubscribedDocument,
          { search: which.search || null, merchantId: which.merchantId ?? null },
          { notify: false },
        )
      ).subscription.unsubscribed,
    placeholderData: keepPreviousData,
  });
}

// A write changes the plans' subscriber counts, the list, the detail and who may be subscribed;
// the businesses list shows the subscription too, and reads it afresh when next opened.
function useSubscriptionWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsKey }),
  });
}

export const useSavePlan = () =>
  useSubscriptionWrite(
    async ({ id, input }: { id: string | null; input: PlanInput }) =>
      (await request(savePlanDocument, { id, input }, { notify: false })).subscription.savePlan,
  );

export const useSubscribe = () =>
  useSubscriptionWrite(
    async (input: SubscribeInput) =>
      (await request(subscribeDocument, { input }, { notify: false })).subscription.subscribe,
  );

export const useChangePlan = () =>
  useSubscriptionWrite(
    async (input: ChangePlanInput) =>
      (await request(changePlanDocument, { input }, { notify: false })).subscription.changePlan,
  );

export const usePauseSubscription = () =>
  useSubscriptionWrite(
    async (subscriptionId: string) =>
      (await request(pauseDocument, { subscriptionId }, { notify: false })).subscription.pause,
  );

export const useResumeSubscription = () =>
  useSubscriptionWrite(
    async (subscriptionId: string) =>
      (await request(resumeDocument, { subscriptionId }, { notify: false })).subscription.resume,
  );

export const useCancelSubscription = () =>
  useSubscriptionWrite(
    async (input: CancelSubscriptionInput) =>
      (await request(cancelDocument, { input }, { notify: false })).subscription.cancel,
  );
