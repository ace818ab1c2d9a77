import * as invoices from './invoice.service';
import { getInvoice, listInvoices, listRecipients } from './invoice-list.service';
import { postInvoice } from './invoice-issue.service';
import { issueCreditNote } from './credit-note.service';
import { draftFromSales } from './invoice-from-sales.service';
import * as payments from './payment.service';
import * as reports from './accounting-reports.service';
import { invoiceFieldResolvers } from './invoice-view';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { invoicePdfJob } from './invoice-document';
import { registerInvoiceDocumentRoutes } from './invoice-document-routes';
import { registerInvoiceExportRoute } from './invoice-export-route';

const READ = 'accounting:read';
const WRITE = 'invoice:write';

export const accountingModule: ModuleManifest = {
  name: 'accounting',
  typeDefs: moduleSdl('accounting'),
  operations: {
    AccountingQueries: {
      list: op(READ, listInvoices),
      get: op(READ, getInvoice),
      payments: op(READ, payments.listPayments),
      receivables: op(READ, reports.receivables),
      vatSummary: op(READ, reports.vatByMonth),
      recipients: op(READ, listRecipients),
      settings: op(READ, (ctx, caller) => reports.accountingSettings(ctx, caller)),
    },
    AccountingMutations: {
      createDraft: op(WRITE, invoices.createDraft),
      updateDraft: op(WRITE, invoices.updateDraft, { audit: { object: 'id' } }),
      deleteDraft: op(WRITE, invoices.deleteDraft, { audit: { object: 'id' } }),
      cancelDraft: op(WRITE, invoices.cancelDraft, { audit: { object: 'id' } }),
      post: op(WRITE, postInvoice, { audit: { object: 'id' } }),
      draftFromSales: op(WRITE, draftFromSales),
      issueCreditNote: op(WRITE, issueCreditNote),
      recordPayment: op(WRITE, payments.recordPayment),
      voidPayment: op(WRITE, payments.voidPayment),
      send: op(WRITE, invoices.sendInvoice, { audit: { object: 'id' } }),
    },
  },
  resolvers: {
    // The namespaces answer invoice objects that carry their row: these read the rest on demand.
    Invoice: invoiceFieldResolvers,
  },
  auditObjects: { AccountingMutations: { table: 'invoices' } },
  routes: {
    register(app, services) {
      registerInvoiceExportRoute(app, services);
      registerInvoiceDocumentRoutes(app, services);
    },
  },
  jobs: [invoicePdfJob],
};
