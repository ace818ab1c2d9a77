import * as subscription from './subscription.service';
import * as view from './subscription-view.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { renewSubscriptionsJob } from './subscription-renewal.service';

const MANAGE = 'subscription:write';

export const subscriptionModule: ModuleManifest = {
  name: 'subscription',
  typeDefs: moduleSdl('subscription'),
  operations: {
    SubscriptionQueries: {
      plans: op(MANAGE, (ctx, _caller, args) => view.listPlans(ctx, args)),
      list: op(MANAGE, (ctx, _caller, args) => view.listSubscriptions(ctx, args)),
      get: op(MANAGE, (ctx, _caller, args) => view.getSubscription(ctx, args)),
      mine: op('business-profile:read', (ctx, caller) => view.mySubscription(ctx, caller)),
      unsubscribed: op(MANAGE, (ctx, _caller, args) => view.listUnsubscribed(ctx, args)),
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
        plan.subscriberCount ?? view.subscriberCountOf(ctx, plan._id),
    },
  },
  jobs: [renewSubscriptionsJob],
};
