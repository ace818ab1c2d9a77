import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { accountingResolvers, accountingRules } from './resolvers';
import { objectOf } from '../../graphql/audit-hook';
import { invoicePdfJob } from './invoice-document';
import { registerInvoiceDocumentRoutes } from './invoice-document-routes';
import { registerInvoiceExportRoute } from './invoice-export-route';

export const accountingModule: ModuleManifest = {
  name: 'accounting',
  typeDefs: moduleSdl('accounting'),
  rules: accountingRules,
  resolvers: accountingResolvers as ModuleManifest['resolvers'],
  auditObjects: { AccountingMutations: { table: 'invoices', id: objectOf } },
  routes: {
    register(app, services) {
      registerInvoiceExportRoute(app, services);
      registerInvoiceDocumentRoutes(app, services);
    },
  },
  jobs: [invoicePdfJob],
};
