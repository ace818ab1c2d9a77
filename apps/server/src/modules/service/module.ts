import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { serviceResolvers, serviceRules } from './resolvers';
import { objectOf } from '../../graphql/audit-hook';

export const serviceModule: ModuleManifest = {
  name: 'service',
  typeDefs: moduleSdl('service'),
  rules: serviceRules,
  resolvers: serviceResolvers as ModuleManifest['resolvers'],
  auditObjects: { ServiceMutations: { table: 'services', id: objectOf } },
};
