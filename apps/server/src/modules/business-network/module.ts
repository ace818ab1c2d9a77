import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { businessNetworkResolvers, businessNetworkRules } from './resolvers';

export const businessNetworkModule: ModuleManifest = {
  name: 'business-network',
  typeDefs: moduleSdl('business-network'),
  rules: businessNetworkRules,
  resolvers: businessNetworkResolvers as ModuleManifest['resolvers'],
};
