import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { supportResolvers, supportRules } from './resolvers';
import { registerAttachmentRoutes } from './attachment-routes';
import { closeResolvedTicketsJob } from './support.service';

export const supportModule: ModuleManifest = {
  name: 'support',
  typeDefs: moduleSdl('support'),
  rules: supportRules,
  resolvers: supportResolvers as ModuleManifest['resolvers'],
  routes: { register: registerAttachmentRoutes, apiPaths: ['/support/attachments'] },
  jobs: [closeResolvedTicketsJob],
};
