import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@back-office/domain/constants';
import { graphql } from '../../../gql/gql';
import type {
  AffiliateFilter,
  AffiliateInput,
  CommissionFilter,
  CommissionRuleInput,
  PayoutInput,
  PayoutPaidInput,
} from '../../../gql/graphql';
import { downloadAuthorized } from '../../../lib/authorized-download';
import { request } from '../../../lib/graphql/client';

export const affiliatesKey = ['affiliates'] as const;

const PAGE = 50;

graphql(`
  fragment AffiliateFields on Affiliate {
    _id
    kind
    name
    email
    code
    status
    parentId
    parentName
    referredBusinesses
    referredCustomers
    earnedMinor
    paidMinor
    createdAt
  }
`);

graphql(`
  fragment CommissionRuleFields on CommissionRule {
    _id
    name
    scope
    kind
    rateBp
    fixedMinor
    currency
    tiers {
      fromMinor
      rateBp
    }
    level2RateBp
    capMinor
    durationMonths
    holdDays
    state
    createdAt
  }
`);

graphql(`
  fragment CommissionFields on Commission {
    _id
    affiliateId
    affiliateName
    saleId
    merchantId
    businessName
    scope
    level
    currency
    baseMinor
    rateBp
    fixedMinor
    amountMinor
    reverses
    status
    approvableAt
    payoutId
    createdAt
  }
`);

graphql(`
  fragment PayoutFields on AffiliatePayout {
    _id
    affiliateId
    affiliateName
    currency
    periodFrom
    periodTo
    totalMinor
    status
    method
    reference
    paidAt
    createdAt
    commissionCount
  }
`);

const affiliatesDocument = graphql(`
  query Affiliates($filter: AffiliateFilter, $first: Int, $after: String) {
    affiliate {
      list(filter: $filter, first: $first, after: $after) {
        items {
          ...AffiliateFields
        }
        endCursor
        hasNextPage
      }
    }
  }
`);

const referralsDocument = graphql(`
  query AffiliateReferrals($affiliateId: ID!) {
    affiliate {
      referrals(affiliateId: $affiliateId) {
        kind
        id
        name
        attributedAt
      }
    }
  }
`);

const rulesDocument = graphql(`
  query CommissionRules {
    affiliate {
      rules {
        ...CommissionRuleFields
      }
    }
  }
`);

const commissionsDocument = graphql(`
  query Commissions($filter: CommissionFilter, $first: Int, $after: String) {
    affiliate {
      commissions(filter: $filter, first: $first, after: $after) {
        items {
          ...CommissionFields
        }
        endCursor
        hasNextPage
      }
    }
  }
`);

const commissionTotalsDocument = graphql(`
  query CommissionTotals($filter: CommissionFilter) {
    affiliate {
      commissionTotals(filter: $filter) {
        status
        currency
        count
        totalMinor
      }
    }
  }
`);

const payoutsDocument = graphql(`
  query AffiliatePayouts($first: Int, $after: String) {
    affiliate {
      payouts(first: $first, after: $after) {
        items {
          ...PayoutFields
        }
        endCursor
        hasNextPage
      }
    }
  }
`);

const whatIfDocument = graphql(`
  query CommissionWhatIf($rule: CommissionRuleInput!, $days: Int!) {
    affiliate {
      whatIf(rule: $rule, days: $days) {
        days
        sales
        draftMinor
        currentMinor
        currency
      }
    }
  }
`);

export function useAffiliates(filter: AffiliateFilter) {
  return useInfiniteQuery({
    queryKey: [...affiliatesKey, 'list', filter],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (await request(affiliatesDocument, { filter, first: PAGE, after: pageParam })).affiliate.list,
    getNextPageParam: (page) => (page.hasNextPage ? page.endCursor : null),
  });
}

/** A picker's affiliates: the first matching ones by name (a search narrows them). */
export function useAffiliateChoices(filter: AffiliateFilter) {
  return useQuery({
    queryKey: [...affiliatesKey, 'choices', filter],
    queryFn: async () =>
      (await request(affiliatesDocument, { filter, first: MAX_PAGE_SIZE })).affiliate.list.items,
    placeholderData: keepPreviousData,
  });
}

export function useReferrals(affiliateId: string) {
  return useQuery({
    queryKey: [...affiliatesKey, 'referrals', affiliateId],
    queryFn: async () => (await request(referralsDocument, { affiliateId })).affiliate.referrals,
  });
}

export function useCommissionRules() {
  return useQuery({
    queryKey: [...affiliatesKey, 'rules'],
    queryFn: async () => (await request(rulesDocument, {})).affiliate.rules,
  });
}

export function useCommissions(filter: CommissionFilter) {
  return useInfiniteQuery({
    queryKey: [...affiliatesKey, 'commissions', filter],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (await request(commissionsDocument, { filter, first: PAGE, after: pageParam })).affiliate
        .commissions,
    getNextPageParam: (page) => (page.hasNextPage ? page.endCursor : null),
  });
}

export function useCommissionTotals(filter: CommissionFilter) {
  return useQuery({
    queryKey: [...affiliatesKey, 'commission-totals', filter],
    queryFn: async () =>
      (await request(commissionTotalsDocument, { filter })).affiliate.commissionTotals,
  });
}

export function usePayouts() {
  return useInfiniteQuery({
    queryKey: [...affiliatesKey, 'payouts'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (await request(payoutsDocument, { first: PAGE, after: pageParam })).affiliate.payouts,
    getNextPageParam: (page) => (page.hasNextPage ? page.endCursor : null),
  });
}

export function useWhatIf(rule: CommissionRuleInput | null, days: number) {
  return useQuery({
    queryKey: [...affiliatesKey, 'what-if', rule, days],
    enabled: rule !== null,
    queryFn: async () => (await request(whatIfDocument, { rule: rule!, days })).affiliate.whatIf,
  });
}

export function downloadPayoutsCsv(): Promise<void> {
  return downloadAuthorized('/exports/affiliate-payouts.csv', 'affiliate-payouts.csv');
}

const inviteDocument = graphql(`
  mutation InviteAffiliate($input: AffiliateInput!) {
    affiliate {
      invite(input: $input) {
        success
        message
        messageKey
        affiliate {
          ...AffiliateFields
        }
      }
    }
  }
`);

const updateDocument = graphql(`
  mutation UpdateAffiliate($id: ID!, $input: AffiliateInput!) {
    affiliate {
      update(id: $id, input: $input) {
        success
        message
        messageKey
        affiliate {
          ...AffiliateFields
        }
      }
    }
  }
`);

const approveDocument = graphql(`
  mutation ApproveAffiliate($id: ID!) {
    affiliate {
      approve(id: $id) {
        success
        message
        messageKey
      }
    }
  }
`);

const suspendDocument = graphql(`
  mutation SuspendAffiliate($id: ID!) {
    affiliate {
      suspend(id: $id) {
        success
        message
        messageKey
      }
    }
  }
`);

const createRuleDocument = graphql(`
  mutation CreateCommissionRule($input: CommissionRuleInput!) {
    affiliate {
      createRule(input: $input) {
        success
        message
        messageKey
      }
    }
  }
`);

const activateRuleDocument = graphql(`
  mutation ActivateCommissionRule($id: ID!) {
    affiliate {
      activateRule(id: $id) {
        success
        message
        messageKey
      }
    }
  }
`);

const retireRuleDocument = graphql(`
  mutation RetireCommissionRule($id: ID!) {
    affiliate {
      retireRule(id: $id) {
        success
        message
        messageKey
      }
    }
  }
`);

const approveCommissionsDocument = graphql(`
  mutation ApproveCommissions($ids: [ID!]!) {
    affiliate {
      approveCommissions(ids: $ids) {
        success
        message
        messageKey
        count
      }
    }
  }
`);

const rejectCommissionsDocument = graphql(`
  mutation RejectCommissions($ids: [ID!]!) {
    affiliate {
      rejectCommissions(ids: $ids) {
        success
        message
        messageKey
        count
      }
    }
  }
`);

const createPayoutDocument = graphql(`
  mutation CreatePayout($input: PayoutInput!) {
    affiliate {
      createPayout(input: $input) {
        success
        message
        messageKey
      }
    }
  }
`);

const approvePayoutDocument = graphql(`
  mutation ApprovePayout($id: ID!) {
    affiliate {
      approvePayout(id: $id) {
        success
        message
        messageKey
      }
    }
  }
`);

const markPayoutPaidDocument = graphql(`
  mutation MarkPayoutPaid($id: ID!, $input: PayoutPaidInput!) {
    affiliate {
      markPayoutPaid(id: $id, input: $input) {
        success
        message
        messageKey
      }
    }
  }
`);

// Every write changes figures shown elsewhere on both pages (earnings, totals, balances).
function useAffiliateWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliatesKey }),
  });
}

export const useSaveAffiliate = () =>
  useAffiliateWrite(async ({ id, input }: { id: string | null; input: AffiliateInput }) =>
    id
      ? (await request(updateDocument, { id, input }, { notify: false })).affiliate.update
      : (await request(inviteDocument, { input }, { notify: false })).affiliate.invite,
  );

export const useApproveAffiliate = () =>
  useAffiliateWrite(
    async (id: string) => (await request(approveDocument, { id })).affiliate.approve,
  );

export const useSuspendAffiliate = () =>
  useAffiliateWrite(
    async (id: string) => (await request(suspendDocument, { id })).affiliate.suspend,
  );

export const useCreateRule = () =>
  useAffiliateWrite(
    async (input: CommissionRuleInput) =>
      (await request(createRuleDocument, { input }, { notify: false })).affiliate.createRule,
  );

export const useActivateRule = () =>
  useAffiliateWrite(
    async (id: string) => (await request(activateRuleDocument, { id })).affiliate.activateRule,
  );

export const useRetireRule = () =>
  useAffiliateWrite(
    async (id: string) => (await request(retireRuleDocument, { id })).affiliate.retireRule,
  );

export const useDecideCommissions = () =>
  useAffiliateWrite(async ({ ids, approve }: { ids: string[]; approve: boolean }) =>
    approve
      ? (await request(approveCommissionsDocument, { ids })).affiliate.approveCommissions
      : (await request(rejectCommissionsDocument, { ids })).affiliate.rejectCommissions,
  );

export const useCreatePayout = () =>
  useAffiliateWrite(
    async (input: PayoutInput) =>
      (await request(createPayoutDocument, { input }, { notify: false })).affiliate.createPayout,
  );

export const useApprovePayout = () =>
  useAffiliateWrite(
    async (id: string) => (await request(approvePayoutDocument, { id })).affiliate.approvePayout,
  );

export const useMarkPayoutPaid = () =>
  useAffiliateWrite(
    async ({ id, input }: { id: string; input: PayoutPaidInput }) =>
      (await request(markPayoutPaidDocument, { id, input }, { notify: false })).affiliate
        .markPayoutPaid,
  );
