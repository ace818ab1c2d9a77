import * as subscription from './subscription.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { renewSubscriptionsJob } from './subscription.service';

const MANAGE = 'subscription:write';

export const subscriptionModule: ModuleManifest = {
  name: 'subscription',
  typeDefs: moduleSdl('subscription'),
  operations: {
    SubscriptionQueries: {
      plans: op(MANAGE, (ctx, _caller, args) => subscription.listPlans(ctx, args)),
      list: op(MANAGE, (ctx, _caller, args) => subscription.listSubscriptions(ctx, args)),
      get: op(MANAGE, (ctx, _caller, args) => subscription.getSubscription(ctx, args)),
      mine: op('business-profile:read', (ctx, caller) => subscription.mySubscription(ctx, caller)),
      unsubscribed: op(MANAGE, (ctx, _caller, args) => subscription.listUnsubscribed(ctx, args)),
    },
    SubscriptionMutations: {
      savePlan: op(MANAGE, (ctx, _caller, args) => subscription.savePlan(ctx, args), {
        audit: { object: 'id' },
      }),
      subscribe: op(MANAGE, subscription.subscribe),
      changePlan: op(MANAGE, subscription.changePlan),
      pause: op(MANAGE, subscription.pause),
      resume: op(MANAGE, subscription.resume),
      cancel: op(MANAGE, subscription.cancel),
    },
  },
  resolvers: {
    SubscriptionPlan: {
      subscriberCount: (plan, _args, ctx) =>
        plan.subscriberCount ?? subscription.subscriberCountOf(ctx, plan._id),
    },
  },
  jobs: [renewSubscriptionsJob],
};
