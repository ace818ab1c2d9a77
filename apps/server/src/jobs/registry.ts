import { deliverDueMail, deliverOutboxMail } from '../mail/outbox-delivery';
import { approveDueCommissions } from '../modules/affiliate/commission.service';
import { autoCloseResolvedTickets } from '../modules/support/support.service';
import { notifyStandingConditions } from '../modules/notification/standing-conditions.service';
import { renewDueSubscriptions } from '../modules/subscription/subscription.service';
import { invoiceAdvertisementCharges } from '../modules/advertisement/advertisement.service';
import { sweepIdempotencyKeys } from '../graphql/idempotency';
import { ensureInvoicePdf } from '../modules/accounting/invoice-document';
import { now } from './clock';
import { job, scheduledJob, type JobDefinition } from './job-definition';

// Every background and scheduled job of the server, in one place. A new job is one
// entry here: its name (the pg-boss queue), its handler, and for a scheduled one its cron.
// Names are kebab-case: they are queue names, and a queue is created for each at start.
export const jobs = {
  // The mail the outbox just took, enqueued with it; the request that wrote it usually sent it
  // already, and then this finds nothing to do.
  'outbox-deliver': job<{ outboxId: string }>({
    handler: (data, ctx) => deliverOutboxMail(ctx, data.outboxId),
    // A failure is recorded on the outbox row and retried by the sweep below, with its backoff.
    queue: { retryLimit: 0 },
  }),
  // Mail whose next attempt has come (a failed send, or one whose sender died before trying).
  'outbox-sweep': scheduledJob({
    cron: '* * * * *',
    handler: (_slot, ctx) => deliverDueMail(ctx),
    queue: { retryLimit: 0 },
  }),
  // Commissions whose hold is over become approved; one conditional UPDATE, so a rerun or a
  // second process approves nothing twice.
  'affiliate-commissions-approve': scheduledJob({
    cron: '*/10 * * * *',
    handler: (_slot, ctx) => approveDueCommissions(ctx.db, now()),
  }),
  // Resolved tickets nobody reopened for 7 days close; one conditional statement, so a rerun or
  // a second process closes each once.
  'support-tickets-close': scheduledJob({
    cron: '*/15 * * * *',
    handler: (_slot, ctx) => autoCloseResolvedTickets(ctx.db, now()),
  }),
  // Invoices that became overdue and products that fell to their low-stock threshold: each
  // written once per person and condition (the notification's once_key).
  'notifications-standing': scheduledJob({
    cron: '*/15 * * * *',
    handler: (_slot, ctx) => notifyStandingConditions(ctx.db, now()),
  }),
  // Subscriptions whose period has ended get the next one with the provider's invoice; the
  // unique (subscription, period start) makes each renewal once, whichever process runs it.
  'subscriptions-renew': scheduledJob({
    cron: '*/10 * * * *',
    handler: (_slot, ctx) => renewDueSubscriptions(ctx.db, now()),
  }),
  // A business's advertising charges of a month that has ended become the provider's invoice;
  // the statement's key (business, month, currency) makes each once, whichever process runs it.
  'advertisement-invoices': scheduledJob({
    cron: '0 * * * *',
    handler: (_slot, ctx) => invoiceAdvertisementCharges(ctx.db, now()),
  }),
  // Idempotency keys older than their retention (decision record 025); a rerun deletes nothing more.
  'idempotency-keys-sweep': scheduledJob({
    cron: '0 * * * *',
    handler: (_slot, ctx) => sweepIdempotencyKeys(ctx.db, now()),
  }),
  // The PDF of a document just posted, enqueued by the posting (decision record 028): rendered
  // once from its frozen content and stored with its SHA-256; a second run, or a download that
  // rendered it first, finds it stored (the document's unique key) and renders nothing.
  'invoice-pdf': job<{ invoiceId: string }>({
    handler: (data, ctx) => ensureInvoicePdf(ctx.db, data.invoiceId, ctx.config.publicUrl),
  }),
} satisfies Record<string, JobDefinition<never>>;

export type JobName = keyof typeof jobs;
export type JobData<Name extends JobName> = Parameters<(typeof jobs)[Name]['handler']>[0];
