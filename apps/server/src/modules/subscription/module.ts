import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { subscriptionResolvers, subscriptionRules } from './resolvers';
import { renewSubscriptionsJob } from './subscription.service';

export const subscriptionModule: ModuleManifest = {
  name: 'subscription',
  typeDefs: moduleSdl('subscription'),
  rules: subscriptionRules,
  resolvers: subscriptionResolvers as ModuleManifest['resolvers'],
  jobs: [renewSubscriptionsJob],
};
