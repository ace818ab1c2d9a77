import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { advertisementResolvers, advertisementRules } from './resolvers';
import { advertisementInvoicesJob } from './advertisement.service';

export const advertisementModule: ModuleManifest = {
  name: 'advertisement',
  typeDefs: moduleSdl('advertisement'),
  rules: advertisementRules,
  resolvers: advertisementResolvers as ModuleManifest['resolvers'],
  jobs: [advertisementInvoicesJob],
};
