import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { salesResolvers, salesRules } from './resolvers';
import { registerSalesExportRoute } from './sales-export-route';

export const salesModule: ModuleManifest = {
  name: 'sales',
  typeDefs: moduleSdl('sales'),
  rules: salesRules,
  resolvers: salesResolvers as ModuleManifest['resolvers'],
  routes: { register: registerSalesExportRoute },
};
