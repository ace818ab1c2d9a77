import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { notificationResolvers, notificationRules } from './resolvers';
import { standingConditionsJob } from './standing-conditions.service';

export const notificationModule: ModuleManifest = {
  name: 'notification',
  typeDefs: moduleSdl('notification'),
  rules: notificationRules,
  resolvers: notificationResolvers as ModuleManifest['resolvers'],
  // Marking one's own notifications read changes nothing anyone else sees.
  unaudited: ['NotificationMutations'],
  jobs: [standingConditionsJob],
};
