import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { tokenForRequest } from '../../lib/graphql/client';
import {
  addNotifications,
  notificationsKey,
  notificationsSince,
  unreadCountKey,
  type Notification,
} from './api/notifications';
import { startLiveNotifications } from './live-notifications';
import { newerId } from './newest-id';

// Keeps the bell live: each new notification is added and counted without a reload, and after
// a dropped connection what was missed is asked for (notification.since) and the count read again.
export function useLiveNotifications(language: string, newestKnown: string | null) {
  const queryClient = useQueryClient();
  const lastSeen = useRef<string | null>(null);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (newestKnown) lastSeen.current = newerId(lastSeen.current, newestKnown);
  }, [newestKnown]);

  useEffect(() => {
    const seen = (notifications: Notification[]) => {
      for (const n of notifications) lastSeen.current = newerId(lastSeen.current, n._id);
      addNotifications(queryClient, language, notifications);
      void queryClient.invalidateQueries({ queryKey: unreadCountKey });
      // A notification about a ticket says the ticket changed: an open ticket page or list shows
      // the reply without a reload. (The support feature's query key, by its value.)
      if (notifications.some((n) => n.kind.startsWith('ticket_')))
        void queryClient.invalidateQueries({ queryKey: ['support'] });
    };
    return startLiveNotifications({
      language,
      getToken: tokenForRequest,
      onNotification: (notification) => seen([notification]),
      onConnected: (again) => {
        setConnected(true);
        if (!again) return;
        const after = lastSeen.current;
        if (after)
          void notificationsSince(after, language)
            .then(seen)
            .catch(() => undefined);
        void queryClient.invalidateQueries({ queryKey: notificationsKey });
      },
      onDisconnected: () => setConnected(false),
    });
  }, [language, queryClient]);

  return { connected };
}
