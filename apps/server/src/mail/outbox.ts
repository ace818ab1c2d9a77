import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { now } from '../jobs/clock';
import { enqueue } from '../jobs/enqueue';
import { createSmtpTransport, deliverOutboxMail, outboxDeliverJob } from './outbox-delivery';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** A posted invoice or credit note whose stored PDF is attached. */
  attachmentInvoiceId?: string;
}

export interface Mailer {
  /** `log`: the request's logger, so that the lines a mail causes carry the request's id. */
  send(db: Db, mail: Mail, log: FastifyBaseLogger): Promise<void>;
}

/**
 * Every message is kept in the outbox table; with SMTP_URL it is also sent, else logged.
 * Sending, and retrying what failed, is outbox-delivery.ts's (the outbox jobs).
 */
export function createMailer(smtpUrl: string | undefined): Mailer {
  const transport = createSmtpTransport(smtpUrl);
  return {
    async send(db, mail, log) {
      // The row and its delivery job are written together, in the caller's transaction if any.
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(outbox)
          .values({
            toAddress: mail.to,
            subject: mail.subject,
            body: mail.body,
            attachmentInvoiceId: mail.attachmentInvoiceId ?? null,
            nextAttemptAt: transport ? now() : null,
          })
          .returning({ id: outbox.id });
        if (transport) await enqueue(tx, outboxDeliverJob, { outboxId: row!.id });
        return row!.id;
      });
      if (!transport) {
        log.info({ outbox: id, to: mail.to, subject: mail.subject }, mail.body);
        return;
      }
      // Sent before the answer, as callers (and people waiting for a link) expect. Inside a
      // caller's transaction the job sends it after the commit instead: a mail must not leave
      // for a write that may still roll back.
      if (!(db instanceof PgTransaction)) await deliverOutboxMail({ db, log, smtp: transport }, id);
    },
  };
}
