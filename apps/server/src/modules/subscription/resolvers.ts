import type { Resolvers } from '../../generated/graphql';
import { requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as subscription from './subscription.service';

const MANAGE = requires('subscription:write');

// Plans and every business's subscription are the provider's; a business's staff read their own.
export const subscriptionRules: ModuleRules = {
  SubscriptionQueries: {
    plans: MANAGE,
    list: MANAGE,
    get: MANAGE,
    unsubscribed: MANAGE,
    mine: requires('business-profile:read'),
  },
  SubscriptionMutations: {
    savePlan: MANAGE,
    subscribe: MANAGE,
    changePlan: MANAGE,
    pause: MANAGE,
    resume: MANAGE,
    cancel: MANAGE,
  },
};

// The access rule has already checked that a business is selected.
const business = (auth: unknown) => auth as BusinessCaller;

export const subscriptionResolvers: Resolvers = {
  Query: { subscription: () => ({}) },
  Mutation: { subscription: () => ({}) },
  SubscriptionQueries: {
    plans: (_, args, ctx) => subscription.listPlans(ctx, args),
    list: (_, args, ctx) => subscription.listSubscriptions(ctx, args),
    get: (_, args, ctx) => subscription.getSubscription(ctx, args),
    mine: (_, _args, ctx) => subscription.mySubscription(ctx, business(ctx.auth)),
    unsubscribed: (_, args, ctx) => subscription.listUnsubscribed(ctx, args),
  },
  SubscriptionPlan: {
    subscriberCount: (plan, _args, ctx) =>
      plan.subscriberCount ?? subscription.subscriberCountOf(ctx, plan._id),
  },
  SubscriptionMutations: {
    savePlan: (_, args, ctx) => subscription.savePlan(ctx, args),
    subscribe: (_, args, ctx) => subscription.subscribe(ctx, business(ctx.auth), args),
    changePlan: (_, args, ctx) => subscription.changePlan(ctx, business(ctx.auth), args),
    pause: (_, args, ctx) => subscription.pause(ctx, business(ctx.auth), args),
    resume: (_, args, ctx) => subscription.resume(ctx, business(ctx.auth), args),
    cancel: (_, args, ctx) => subscription.cancel(ctx, business(ctx.auth), args),
  },
};
