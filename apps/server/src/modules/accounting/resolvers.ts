import type { Resolvers } from '../../generated/graphql';
import { requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as invoices from './invoice.service';
import * as payments from './payment.service';
import * as reports from './accounting-reports.service';
import { invoiceFieldResolvers } from './invoice-view';

const READ = requires('accounting:read');
const WRITE = requires('invoice:write');

export const accountingRules: ModuleRules = {
  AccountingQueries: {
    list: READ,
    get: READ,
    payments: READ,
    receivables: READ,
    vatSummary: READ,
    recipients: READ,
    settings: READ,
  },
  AccountingMutations: {
    createDraft: WRITE,
    updateDraft: WRITE,
    deleteDraft: WRITE,
    cancelDraft: WRITE,
    post: WRITE,
    draftFromSales: WRITE,
    issueCreditNote: WRITE,
    recordPayment: WRITE,
    voidPayment: WRITE,
    send: WRITE,
  },
};

// The access rule has already checked that a business is selected.
const business = (auth: unknown) => auth as BusinessCaller;

export const accountingResolvers: Resolvers = {
  Query: { accounting: () => ({}) },
  Mutation: { accounting: () => ({}) },
  AccountingQueries: {
    list: (_, args, ctx) => invoices.listInvoices(ctx, business(ctx.auth), args),
    get: (_, args, ctx) => invoices.getInvoice(ctx, business(ctx.auth), args),
    payments: (_, args, ctx) => payments.listPayments(ctx, business(ctx.auth), args),
    receivables: (_, args, ctx) => reports.receivables(ctx, business(ctx.auth), args),
    vatSummary: (_, args, ctx) => reports.vatByMonth(ctx, business(ctx.auth), args),
    recipients: (_, args, ctx) => invoices.listRecipients(ctx, business(ctx.auth), args),
    settings: (_, _args, ctx) => reports.accountingSettings(ctx, business(ctx.auth)),
  },
  AccountingMutations: {
    createDraft: (_, args, ctx) => invoices.createDraft(ctx, business(ctx.auth), args),
    updateDraft: (_, args, ctx) => invoices.updateDraft(ctx, business(ctx.auth), args),
    deleteDraft: (_, args, ctx) => invoices.deleteDraft(ctx, business(ctx.auth), args),
    cancelDraft: (_, args, ctx) => invoices.cancelDraft(ctx, business(ctx.auth), args),
    post: (_, args, ctx) => invoices.postInvoice(ctx, business(ctx.auth), args),
    draftFromSales: (_, args, ctx) => invoices.draftFromSales(ctx, business(ctx.auth), args),
    issueCreditNote: (_, args, ctx) => invoices.issueCreditNote(ctx, business(ctx.auth), args),
    recordPayment: (_, args, ctx) => payments.recordPayment(ctx, business(ctx.auth), args),
    voidPayment: (_, args, ctx) => payments.voidPayment(ctx, business(ctx.auth), args),
    send: (_, args, ctx) => invoices.sendInvoice(ctx, business(ctx.auth), args),
  },
  // The namespaces answer invoice objects that carry their row: these read the rest on demand.
  Invoice: invoiceFieldResolvers,
};
