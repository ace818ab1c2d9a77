import { SIGNED_IN } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { unauthenticated } from '../../graphql/errors';
import * as notifications from './notification.service';
import type { NotificationSignal } from './notification-bus';
import { notificationTopic } from './notification-subscription';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { standingConditionsJob } from './standing-conditions.service';

export const notificationModule: ModuleManifest = {
  name: 'notification',
  typeDefs: moduleSdl('notification'),
  operations: {
    NotificationQueries: {
      list: op(SIGNED_IN, notifications.listNotifications),
      unreadCount: op(SIGNED_IN, (ctx, caller) => notifications.unreadCount(ctx.db, caller.sub)),
      since: op(SIGNED_IN, notifications.notificationsSince),
    },
    NotificationMutations: {
      markAllRead: op(SIGNED_IN, (ctx, caller) => notifications.markAllRead(ctx, caller)),
      markRead: op(SIGNED_IN, notifications.markRead),
    },
  },
  resolvers: {
    Subscription: {
      notificationAdded: {
        // The websocket's connection_init carried a valid access token (notification-subscription.ts);
        // a person hears only their own topic.
        subscribe: (_, _args, ctx) => {
          const auth = ctx.auth ?? unauthenticated();
          const pubsub = (ctx as unknown as { pubsub: { subscribe(topic: string): unknown } })
            .pubsub;
          return pubsub.subscribe(notificationTopic(auth.sub)) as never;
        },
        resolve: async (
          signal: unknown,
          args: { language?: string | null },
          ctx: { db: GraphQLContext['db']; auth: GraphQLContext['auth'] },
        ) => {
          const { id } = signal as NotificationSignal;
          const found = await notifications.notificationFor(
            ctx.db,
            ctx.auth!.sub,
            id,
            args.language,
          );
          return found ?? unauthenticated();
        },
      },
    },
  },
  // Marking one's own notifications read changes nothing anyone else sees.
  unaudited: ['NotificationMutations'],
  jobs: [standingConditionsJob],
};
