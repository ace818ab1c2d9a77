import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { businessResolvers, businessRules } from './resolvers';
import { objectOf } from '../../graphql/audit-hook';

export const businessModule: ModuleManifest = {
  name: 'business',
  typeDefs: moduleSdl('business'),
  rules: businessRules,
  resolvers: businessResolvers as ModuleManifest['resolvers'],
  auditObjects: { BusinessMutations: { table: 'merchants', id: objectOf } },
};
