import type { Resolvers } from '../../generated/graphql';
import { SIGNED_IN, type Caller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { unauthenticated } from '../../graphql/errors';
import type { ModuleRules } from '../../graphql/operations';
import * as notifications from './notification.service';
import type { NotificationSignal } from './notification-bus';
import { notificationTopic } from './notification-subscription';

// A person's own notifications: every signed-in person has them, whichever business is selected.
export const notificationRules: ModuleRules = {
  NotificationQueries: { list: SIGNED_IN, unreadCount: SIGNED_IN, since: SIGNED_IN },
  NotificationMutations: { markAllRead: SIGNED_IN, markRead: SIGNED_IN },
};

// The access rule has already checked that the caller is signed in.
const caller = (auth: unknown) => auth as Caller;

export const notificationResolvers: Resolvers = {
  Query: { notification: () => ({}) },
  Mutation: { notification: () => ({}) },
  NotificationQueries: {
    list: (_, args, ctx) => notifications.listNotifications(ctx, caller(ctx.auth), args),
    unreadCount: (_, _args, ctx) => notifications.unreadCount(ctx.db, caller(ctx.auth).sub),
    since: (_, args, ctx) => notifications.notificationsSince(ctx, caller(ctx.auth), args),
  },
  NotificationMutations: {
    markAllRead: (_, _args, ctx) => notifications.markAllRead(ctx, caller(ctx.auth)),
    markRead: (_, args, ctx) => notifications.markRead(ctx, caller(ctx.auth), args),
  },
  Subscription: {
    notificationAdded: {
      // The websocket's connection_init carried a valid access token (notification-subscription.ts);
      // a person hears only their own topic.
      subscribe: (_, _args, ctx) => {
        const auth = ctx.auth ?? unauthenticated();
        const pubsub = (ctx as unknown as { pubsub: { subscribe(topic: string): unknown } }).pubsub;
        return pubsub.subscribe(notificationTopic(auth.sub)) as never;
      },
      resolve: async (
        signal: unknown,
        args: { language?: string | null },
        ctx: { db: GraphQLContext['db']; auth: GraphQLContext['auth'] },
      ) => {
        const { id } = signal as NotificationSignal;
        const found = await notifications.notificationFor(ctx.db, ctx.auth!.sub, id, args.language);
        return found ?? unauthenticated();
      },
    },
  },
};
