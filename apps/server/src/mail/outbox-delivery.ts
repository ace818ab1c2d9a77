import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { now } from '../jobs/clock';
import { job, scheduledJob } from '../jobs/job-definition';

// Delivery of the outbox's mail (decision record 017): each attempt first claims the row with one
// conditional UPDATE, so two processes (or the request and a job) never send the same mail twice;
// a failure is recorded and the next attempt waits longer, until MAX_ATTEMPTS.

export const MAX_ATTEMPTS = 10;

/** The stored PDF of a posted document, as the mail's attachment. */
async function invoiceAttachments(db: Db, invoiceId: string) {
  const result = await db.execute(sql`select d.bytes, i.number from invoice_documents d
    join invoices i on i.id = d.invoice_id where d.invoice_id = ${invoiceId}`);
  const [row] = (result as unknown as { rows: { bytes: Buffer | Uint8Array; number: string }[] })
    .rows;
  if (!row) throw new Error(`the PDF of ${invoiceId} is not stored`);
  return [
    {
      filename: `${row.number}.pdf`,
      content: Buffer.from(row.bytes),
      contentType: 'application/pdf',
    },
  ];
}
// 1, 2, 4 … minutes, at most 6 hours: ten attempts span about a day and a half.
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 60 * 60_000;
// A claimed mail is not due again for this long: longer than nodemailer waits on a dead server,
// so only a sender that died mid-attempt leaves it to be tried again.
const CLAIM_MS = 15 * 60_000;
const SWEEP_BATCH = 50;
const ERROR_MAX_LENGTH = 1000;

export interface DeliveryContext {
  db: Db;
  log: FastifyBaseLogger;
  smtp: Transporter | undefined;
}

export function createSmtpTransport(smtpUrl: string | undefined): Transporter | undefined {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
}

/** How long to wait after the `attempts`-th failed attempt. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/**
 * One attempt at one mail, if it is due and nobody else holds it: 'sent', 'failed' (retried
 * later or given up), or 'skipped' (already sent, not due, claimed by another attempt).
 */
export async function deliverOutboxMail(
  ctx: DeliveryContext,
  outboxId: string,
): Promise<'sent' | 'failed' | 'skipped'> {
  if (!ctx.smtp) return 'skipped';
  const claimedAt = now();
  const [mail] = await ctx.db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: new Date(claimedAt.getTime() + CLAIM_MS),
    })
    .where(
      and(
        eq(outbox.id, outboxId),
        isNull(outbox.sentAt),
        isNull(outbox.gaveUpAt),
        lte(outbox.nextAttemptAt, claimedAt),
      ),
    )
    .returning();
  if (!mail) return 'skipped';
  try {
    await ctx.smtp.sendMail({
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.body,
      attachments: mail.attachmentInvoiceId
        ? await invoiceAttachments(ctx.db, mail.attachmentInvoiceId)
        : undefined,
      // The same id on every attempt: should a retry follow a send whose success was never
      // recorded (the process died in between), the receiving side can see it is the same mail.
      messageId: `<${mail.id}@outbox.back-office>`,
    });
  } catch (error) {
    const failedAt = now();
    const givingUp = mail.attempts >= MAX_ATTEMPTS;
    await ctx.db
      .update(outbox)
      .set({
        lastError: String((error as Error).message ?? error).slice(0, ERROR_MAX_LENGTH),
        nextAttemptAt: givingUp ? null : new Date(failedAt.getTime() + retryDelayMs(mail.attempts)),
        gaveUpAt: givingUp ? failedAt : null,
      })
      .where(eq(outbox.id, mail.id));
    // The caller's answer must not reveal delivery problems: they are logged and retried.
    ctx.log[givingUp ? 'error' : 'warn'](
      { err: error, outbox: mail.id, attempts: mail.attempts },
      givingUp ? 'sending email failed; giving up' : 'sending email failed; will retry',
    );
    return 'failed';
  }
  await ctx.db
    .update(outbox)
    .set({ sentAt: now(), nextAttemptAt: null })
    .where(eq(outbox.id, mail.id));
  return 'sent';
}

/** Every mail whose next attempt has come, oldest due first (the `outbox-sweep` job). */
export async function deliverDueMail(ctx: DeliveryContext): Promise<void> {
  if (!ctx.smtp) return;
  const due = await ctx.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(lte(outbox.nextAttemptAt, now()))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(SWEEP_BATCH);
  for (const { id } of due) await deliverOutboxMail(ctx, id);
}

// The mail the outbox just took, enqueued with it; the request that wrote it usually sent it
// already, and then this finds nothing to do.
export const outboxDeliverJob = job<{ outboxId: string }>('outbox-deliver', {
  handler: (data, ctx) => deliverOutboxMail(ctx, data.outboxId),
  // A failure is recorded on the outbox row and retried by the sweep below, with its backoff.
  queue: { retryLimit: 0 },
});

// Mail whose next attempt has come (a failed send, or one whose sender died before trying).
export const outboxSweepJob = scheduledJob('outbox-sweep', {
  cron: '* * * * *',
  handler: (_slot, ctx) => deliverDueMail(ctx),
  queue: { retryLimit: 0 },
});
