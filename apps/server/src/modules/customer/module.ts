import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { customerResolvers, customerRules } from './resolvers';
import { objectOf } from '../../graphql/audit-hook';

export const customerModule: ModuleManifest = {
  name: 'customer',
  typeDefs: moduleSdl('customer'),
  rules: customerRules,
  resolvers: customerResolvers as ModuleManifest['resolvers'],
  auditObjects: { CustomerMutations: { table: 'customers', id: objectOf } },
};
