import type { FastifyInstance } from 'fastify';
import subscriptionRoutes from 'mercurius/lib/subscription.js';
import type { Services } from '../../graphql/context';
import type { NotificationBus, NotificationSignal } from './notification-bus';

const TOPIC_PREFIX = 'notifications:';

export const notificationTopic = (employeeId: string) => `${TOPIC_PREFIX}${employeeId}`;

interface Queue {
  push(value: unknown): void;
  destroyed?: boolean;
  readableEnded?: boolean;
  close?: (() => void)[];
}

/**
 * Mercurius' pubsub over the notification bus: a subscription to a person's topic hears the
 * signals of their rows, whichever process wrote them. Publishing is the database's NOTIFY
 * (notification.service.ts), never this object.
 */
export function busPubSub(bus: NotificationBus) {
  return {
    async subscribe(topic: string, queue: Queue) {
      if (!topic.startsWith(TOPIC_PREFIX)) return;
      const unsubscribe = bus.subscribe(
        topic.slice(TOPIC_PREFIX.length),
        (signal: NotificationSignal) => {
          if (!queue.destroyed && !queue.readableEnded) queue.push(signal);
        },
      );
      queue.close ??= [];
      queue.close.push(unsubscribe);
    },
    publish(_event: unknown, callback: (err?: Error) => void) {
      callback();
    },
  };
}

// The websocket accepts a connection only with a valid access token in connection_init's payload
// ({ authorization: 'Bearer …' }); the token is checked once, as an HTTP request's would be.
function connectionAuth(services: Services) {
  return (message: { payload?: { authorization?: unknown } | null }) => {
    const header = message.payload?.authorization;
    if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
    const verified = services.tokens.verifyAccess(header.slice(7));
    return verified.ok ? { auth: verified.claims, authRejected: false } : false;
  };
}

/**
 * GraphQL subscriptions over a websocket at GET /graphql (protocol graphql-transport-ws), through
 * Mercurius' own subscription server. Mercurius registers it only together with its HTTP routes,
 * which this server replaces with its own POST /graphql (graphql/http-route.ts), so it is mounted
 * here alone; a plain GET of the path is refused as before.
 */
export async function registerSubscriptionRoute(
  app: FastifyInstance,
  services: Services,
  pubsub: ReturnType<typeof busPubSub>,
  errorFormatter: unknown,
): Promise<void> {
  await app.register(subscriptionRoutes, {
    getOptions: {
      method: 'GET',
      url: '/graphql',
      handler: (_request: unknown, reply: { code(n: number): { send(body: unknown): void } }) =>
        reply.code(405).send({ errors: [{ message: 'Send GraphQL operations with POST' }] }),
    },
    subscriber: pubsub,
    onConnect: connectionAuth(services),
    subscriptionContextFn: () => ({
      db: services.db,
      config: services.config,
      tokens: services.tokens,
      mailer: services.mailer,
    }),
    keepAlive: 30_000,
    errorFormatter,
  });
}
