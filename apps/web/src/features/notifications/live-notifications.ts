import type { Client } from 'graphql-ws';
import type { Notification } from './api/notifications';
import { notificationAddedDocument } from './api/notifications';

const RESTART_DELAY_MS = 5_000;

export interface LiveOptions {
  language: string;
  // Asked on every (re)connection, so a refreshed token is the one sent.
  getToken: () => Promise<string | null>;
  onNotification: (notification: Notification) => void;
  // Every accepted connection; `again` after the first, when something may have been missed.
  onConnected: (again: boolean) => void;
  onDisconnected: () => void;
}

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/graphql`;
}

// notificationAdded over a websocket (graphql-transport-ws). The client library is fetched here,
// inside the signed-in shell, never with the sign-in page. A dropped socket reconnects by itself;
// a refused one (an expired token) is started again a moment later with a fresh token.
export function startLiveNotifications(options: LiveOptions): () => void {
  let stopped = false;
  let connectedBefore = false;
  let client: Client | null = null;
  let unsubscribe: (() => void) | null = null;
  let restart: ReturnType<typeof setTimeout> | undefined;

  const stopClient = () => {
    unsubscribe?.();
    unsubscribe = null;
    void client?.dispose();
    client = null;
  };

  const start = async () => {
    const { createClient } = await import('graphql-ws');
    if (stopped) return;
    client = createClient({
      url: socketUrl(),
      connectionParams: async () => {
        const token = await options.getToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      keepAlive: 15_000,
      on: {
        connected: () => {
          options.onConnected(connectedBefore);
          connectedBefore = true;
        },
        closed: () => {
          if (!stopped) options.onDisconnected();
        },
      },
    });
    unsubscribe = client.subscribe<{ notificationAdded: Notification }>(
      { query: notificationAddedDocument.toString(), variables: { language: options.language } },
      {
        next: (result) => {
          if (result.data) options.onNotification(result.data.notificationAdded);
        },
        error: () => {
          if (stopped) return;
          options.onDisconnected();
          stopClient();
          restart = setTimeout(() => void start(), RESTART_DELAY_MS);
        },
        complete: () => undefined,
      },
    );
  };

  void start().catch(() => {
    // The chunk could not be loaded (offline): the bell still works, without live updates.
  });
  return () => {
    stopped = true;
    clearTimeout(restart);
    stopClient();
  };
}
