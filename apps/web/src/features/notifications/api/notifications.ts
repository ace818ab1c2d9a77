import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, MAX_UI_NOTIFICATIONS } from '@back-office/domain/constants';
import { graphql } from '../../../gql/gql';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';

export type Notification = NotificationFieldsFragment;
export const notificationsKey = ['notifications'] as const;
export const unreadCountKey = [...notificationsKey, 'unread-count'] as const;
export const recentKey = (language: string) => [...notificationsKey, 'recent', language] as const;

graphql(`
  fragment NotificationFields on Notification {
    _id
    kind
    title
    body
    link
    isRead
    createdAt
  }
`);

const listDocument = graphql(`
  query Notifications($unread: Boolean, $first: Int, $after: String, $language: String) {
    notification {
      list(unread: $unread, first: $first, after: $after, language: $language) {
        nodes {
          ...NotificationFields
        }
        endCursor
        hasNextPage
      }
    }
  }
`);

const unreadCountDocument = graphql(`
  query NotificationUnreadCount {
    notification {
      unreadCount
    }
  }
`);

const sinceDocument = graphql(`
  query NotificationsSince($afterId: ID!, $language: String) {
    notification {
      since(afterId: $afterId, language: $language) {
        ...NotificationFields
      }
    }
  }
`);

const markAllReadDocument = graphql(`
  mutation MarkAllNotificationsRead {
    notification {
      markAllRead {
        success
        message
        messageKey
        unread
      }
    }
  }
`);

const markReadDocument = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]!) {
    notification {
      markRead(ids: $ids) {
        success
        message
        messageKey
        unread
      }
    }
  }
`);

export const notificationAddedDocument = graphql(`
  subscription NotificationAdded($language: String) {
    notificationAdded(language: $language) {
      ...NotificationFields
    }
  }
`);

export function useUnreadCount() {
  return useQuery({
    queryKey: unreadCountKey,
    queryFn: async () => (await request(unreadCountDocument, {})).notification.unreadCount,
  });
}

// The bell's newest ten.
export function useRecentNotifications(language: string, enabled: boolean) {
  return useQuery({
    queryKey: recentKey(language),
    enabled,
    queryFn: async () =>
      (await request(listDocument, { first: MAX_UI_NOTIFICATIONS, language })).notification.list
        .nodes,
  });
}

// unread: true the unread ones, false the read ones, null all of them.
export function useNotificationPages(unread: boolean | null, language: string) {
  return useInfiniteQuery({
    queryKey: [...notificationsKey, 'pages', unread, language],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (
        await request(listDocument, {
          unread,
          first: DEFAULT_PAGE_SIZE,
          after: pageParam,
          language,
        })
      ).notification.list,
    getNextPageParam: (page) => (page.hasNextPage ? page.endCursor : null),
  });
}

export async function notificationsSince(afterId: string, language: string) {
  return (await request(sinceDocument, { afterId, language }, { notify: false })).notification
    .since;
}

// New notifications arrived (live, or caught up after a reconnect): newest first in the bell,
// counted as unread, and the full list read again when next shown.
export function addNotifications(
  queryClient: QueryClient,
  language: string,
  added: Notification[],
) {
  if (added.length === 0) return;
  queryClient.setQueryData<Notification[]>(recentKey(language), (current) => {
    if (!current) return current;
    const known = new Set(current.map((n) => n._id));
    const fresh = added.filter((n) => !known.has(n._id)).reverse();
    return [...fresh, ...current].slice(0, MAX_UI_NOTIFICATIONS);
  });
  void queryClient.invalidateQueries({ queryKey: [...notificationsKey, 'pages'] });
}

function useNotificationMutation<TVariables>(
  run: (variables: TVariables) => Promise<{ unread: number; messageKey: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      queryClient.setQueryData(unreadCountKey, result.unread);
      void queryClient.invalidateQueries({
        queryKey: notificationsKey,
        predicate: (query) => query.queryKey[1] !== 'unread-count',
      });
    },
  });
}

export function useMarkAllRead() {
  return useNotificationMutation(
    async (_: void) => (await request(markAllReadDocument, {})).notification.markAllRead,
  );
}

export function useMarkRead() {
  return useNotificationMutation(
    async (ids: string[]) => (await request(markReadDocument, { ids })).notification.markRead,
  );
}
