import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { analyticsResolvers, analyticsRules } from './resolvers';

export const analyticsModule: ModuleManifest = {
  name: 'analytics',
  typeDefs: moduleSdl('analytics'),
  rules: analyticsRules,
  resolvers: analyticsResolvers as ModuleManifest['resolvers'],
};
