import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Programme } from '@back-office/domain/members';
import type { Page, PageRequest } from '../../../components/ui/data-table/types';
import { graphql } from '../../../gql/gql';
import type {
  EnrolInput,
  MemberFieldsFragment,
  MembersOnlyInput,
  RenewInput,
  TierInput,
} from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import { filterChoice } from '../../../lib/list-filters';

export const membersKey = ['members'] as const;

graphql(`
  fragment MemberTierFields on MemberTier {
    _id
    programme
    nameEn
    nameEl
    priceMinor
    currency
    periodMonths
    rank
    active
    memberCount
  }
`);

graphql(`
  fragment MemberFields on Member {
    _id
    programme
    customerId
    customerName
    customerEmail
    tier {
      _id
      nameEn
      nameEl
      rank
    }
    status
    joinedAt
    coveredUntil
    lastPeriodEnd
    cancelledAt
    renewals
    redeemedCount
    redeemedValue {
      currency
      amountMinor
    }
  }
`);

const tiersDocument = graphql(`
  query MemberTiers($programme: String!) {
    member {
      tiers(programme: $programme) {
        ...MemberTierFields
      }
    }
  }
`);

const listDocument = graphql(`
  query Members($filter: MemberFilter!, $first: Int, $after: String) {
    member {
      list(filter: $filter, first: $first, after: $after) {
        nodes {
          ...MemberFields
        }
        endCursor
        hasNextPage
        total
      }
    }
  }
`);

const detailDocument = graphql(`
  query MemberDetail($id: ID!) {
    member {
      get(id: $id) {
        member {
          ...MemberFields
        }
        periods {
          _id
          tierName
          startsAt
          endsAt
          priceMinor
          currency
          createdAt
        }
      }
    }
  }
`);

const membersOnlyOffersDocument = graphql(`
  query MembersOnlyOffers($programme: String!) {
    member {
      membersOnlyOffers(programme: $programme) {
        offerId
        title
        businessName
        status
        tier {
          tierId
          programme
          nameEn
          nameEl
        }
      }
    }
  }
`);

const offerChoicesDocument = graphql(`
  query MemberOfferChoices($search: String) {
    member {
      offerChoices(search: $search) {
        _id
        title
        businessName
      }
    }
  }
`);

const customerChoicesDocument = graphql(`
  query MemberCustomerChoices($search: String) {
    member {
      customerChoices(search: $search) {
        _id
        name
        email
      }
    }
  }
`);

const saveTierDocument = graphql(`
  mutation SaveTier($id: ID, $input: TierInput!) {
    member {
      saveTier(id: $id, input: $input) {
        success
        message
        messageKey
      }
    }
  }
`);

const enrolDocument = graphql(`
  mutation EnrolMember($input: EnrolInput!) {
    member {
      enrol(input: $input) {
        success
        message
        messageKey
        member {
          _id
        }
      }
    }
  }
`);

const renewDocument = graphql(`
  mutation RenewMember($input: RenewInput!) {
    member {
      renew(input: $input) {
        success
        message
        messageKey
      }
    }
  }
`);

const cancelDocument = graphql(`
  mutation CancelMember($membershipId: ID!) {
    member {
      cancel(membershipId: $membershipId) {
        success
        message
        messageKey
      }
    }
  }
`);

const membersOnlyDocument = graphql(`
  mutation SetOfferMembersOnly($input: MembersOnlyInput!) {
    member {
      setOfferMembersOnly(input: $input) {
        success
        message
        messageKey
      }
    }
  }
`);

export function useTiers(programme: Programme) {
  return useQuery({
    queryKey: [...membersKey, programme, 'tiers'],
    queryFn: async () =>
      (await request(tiersDocument, { programme }, { notify: false })).member.tiers,
  });
}

// The members table's filters; 'all' sets no condition.
export interface MemberFilters {
  tierId: string;
  status: string;
  // Days, as the select offers them.
  expiringWithinDays: string;
}

export const INITIAL_MEMBER_FILTERS: MemberFilters = {
  tierId: 'all',
  status: 'all',
  expiringWithinDays: 'all',
};

export const membersListKey = (programme: Programme) => [...membersKey, programme, 'list'];

// A page of the programme's members for the data table; the query cache reports a failure.
export function fetchMembersPage(programme: Programme) {
  return async ({
    filters,
    search,
    first,
    after,
  }: PageRequest<MemberFilters>): Promise<Page<MemberFieldsFragment>> => {
    const days = filterChoice(filters.expiringWithinDays);
    const data = await request(
      listDocument,
      {
        filter: {
          programme,
          tierId: filterChoice(filters.tierId),
          status: filterChoice(filters.status),
          expiringWithinDays: days ? Number(days) : null,
          search: search || null,
        },
        first,
        after,
      },
      { notify: false },
    );
    const page = data.member.list;
    return {
      items: page.nodes,
      totalCount: page.total,
      endCursor: page.endCursor,
      hasNextPage: page.hasNextPage,
    };
  };
}

export function useMemberDetail(id: string) {
  return useQuery({
    queryKey: [...membersKey, 'detail', id],
    queryFn: async () => (await request(detailDocument, { id }, { notify: false })).member.get,
  });
}

export function useMembersOnlyOffers(programme: Programme) {
  return useQuery({
    queryKey: [...membersKey, programme, 'members-only'],
    queryFn: async () =>
      (await request(membersOnlyOffersDocument, { programme }, { notify: false })).member
        .membersOnlyOffers,
  });
}

// The choices a search finds. The last answer stays listed while the next search runs, so a
// choice made from it is kept rather than dropped for a moment by a list that says "Loading".
function useChoices<Choice>(
  kind: string,
  search: string,
  find: (search: string | null) => Promise<Choice[]>,
) {
  return useQuery({
    queryKey: [...membersKey, kind, search],
    queryFn: () => find(search || null),
    placeholderData: keepPreviousData,
  });
}

export const useOfferChoices = (search: string) =>
  useChoices(
    'offer-choices',
    search,
    async (text) =>
      (await request(offerChoicesDocument, { search: text }, { notify: false })).member
        .offerChoices,
  );

export const useCustomerChoices = (search: string) =>
  useChoices(
    'customer-choices',
    search,
    async (text) =>
      (await request(customerChoicesDocument, { search: text }, { notify: false })).member
        .customerChoices,
  );

// A write changes tiers' member counts, the members list and detail, and members-only offers.
function useMemberWrite<Variables>(
  write: (variables: Variables) => Promise<{ success: boolean; messageKey: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}

export const useSaveTier = () =>
  useMemberWrite(
    async ({ id, input }: { id: string | null; input: TierInput }) =>
      (await request(saveTierDocument, { id, input }, { notify: false })).member.saveTier,
  );

export const useEnrol = () =>
  useMemberWrite(
    async (input: EnrolInput) =>
      (await request(enrolDocument, { input }, { notify: false })).member.enrol,
  );

export const useRenew = () =>
  useMemberWrite(
    async (input: RenewInput) =>
      (await request(renewDocument, { input }, { notify: false })).member.renew,
  );

export const useCancelMember = () =>
  useMemberWrite(
    async (membershipId: string) =>
      (await request(cancelDocument, { membershipId }, { notify: false })).member.cancel,
  );

export const useSetMembersOnly = () =>
  useMemberWrite(
    async (input: MembersOnlyInput) =>
      (await request(membersOnlyDocument, { input }, { notify: false })).member.setOfferMembersOnly,
  );
