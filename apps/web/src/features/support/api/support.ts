import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import { graphql } from '../../../gql/gql';
import type {
  TicketFilter,
  TicketInput,
  TicketReplyInput,
  TicketUpdateInput,
} from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

export const supportKey = ['support'] as const;

graphql(`
  fragment SupportTicketFields on SupportTicket {
    _id
    number
    merchantId
    businessName
    subject
    category
    priority
    status
    requesterId
    requesterName
    assigneeId
    assigneeName
    aboutKind
    aboutId
    aboutCode
    mergedIntoId
    mergedIntoNumber
    firstResponseDueAt
    resolutionDueAt
    firstRespondedAt
    resolvedAt
    closedAt
    overdue
    messageCount
    lastActivityAt
    createdAt
  }
`);

const ticketsDocument = graphql(`
  query SupportTickets($filter: TicketFilter, $first: Int, $after: String) {
    support {
      list(filter: $filter, first: $first, after: $after) {
        nodes {
          ...SupportTicketFields
        }
        endCursor
        hasNextPage
      }
    }
  }
`);

const ticketDocument = graphql(`
  query SupportTicket($id: ID!) {
    support {
      get(id: $id) {
        ticket {
          ...SupportTicketFields
        }
        messages {
          _id
          authorId
          authorName
          body
          internal
          fromProvider
          attachments {
            _id
            fileName
            contentType
            size
            url
          }
          createdAt
        }
        events {
          _id
          actorName
          event
          detail
          createdAt
        }
        canReply
        canManage
      }
    }
  }
`);

const agentsDocument = graphql(`
  query SupportAgents {
    support {
      agents {
        _id
        name
      }
    }
  }
`);

const openDocument = graphql(`
  mutation OpenTicket($input: TicketInput!) {
    support {
      open(input: $input) {
        success
        message
        messageKey
        ticket {
          ...SupportTicketFields
        }
      }
    }
  }
`);

const replyDocument = graphql(`
  mutation ReplyTicket($input: TicketReplyInput!) {
    support {
      reply(input: $input) {
        success
        message
        messageKey
        ticket {
          _id
        }
      }
    }
  }
`);

const updateDocument = graphql(`
  mutation UpdateTicket($input: TicketUpdateInput!) {
    support {
      update(input: $input) {
        success
        message
        messageKey
        ticket {
          _id
        }
      }
    }
  }
`);

const mergeDocument = graphql(`
  mutation MergeTicket($id: ID!, $intoId: ID!) {
    support {
      merge(id: $id, intoId: $intoId) {
        success
        message
        messageKey
        ticket {
          _id
          number
        }
      }
    }
  }
`);

export function useTickets(filter: TicketFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...supportKey, 'list', filter],
    enabled,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (await request(ticketsDocument, { filter, first: DEFAULT_PAGE_SIZE, after: pageParam }))
        .support.list,
    getNextPageParam: (page) => (page.hasNextPage ? page.endCursor : null),
  });
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: [...supportKey, 'ticket', id],
    queryFn: async () => (await request(ticketDocument, { id })).support.get,
  });
}

export function useSupportAgents(enabled: boolean) {
  return useQuery({
    queryKey: [...supportKey, 'agents'],
    enabled,
    queryFn: async () => (await request(agentsDocument, {})).support.agents,
  });
}

// Every support mutation changes lists and the ticket page alike: all of them are read again.
function useSupportMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKey }),
  });
}

export function useOpenTicket() {
  return useSupportMutation(
    async (input: TicketInput) => (await request(openDocument, { input })).support.open,
  );
}

export function useReplyTicket() {
  return useSupportMutation(
    async (input: TicketReplyInput) => (await request(replyDocument, { input })).support.reply,
  );
}

export function useUpdateTicket() {
  return useSupportMutation(
    async (input: TicketUpdateInput) => (await request(updateDocument, { input })).support.update,
  );
}

export function useMergeTicket() {
  return useSupportMutation(
    async ({ id, intoId }: { id: string; intoId: string }) =>
      (await request(mergeDocument, { id, intoId })).support.merge,
  );
}
