import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  send(db: Db, mail: Mail): Promise<void>;
}

/** Every message is kept in the outbox table; with SMTP_URL it is also sent, else logged. */
export function createMailer(smtpUrl: string | undefined, log: FastifyBaseLogger): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(db, mail) {
      const [row] = await db
        .insert(outbox)
        .values({ toAddress: mail.to, subject: mail.subject, body: mail.body })
        .returning({ id: outbox.id });
      if (!transport) {
        log.info({ outbox: row!.id, to: mail.to, subject: mail.subject }, mail.body);
        return;
      }
      try {
        await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.body });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row!.id));
      } catch (error) {
        // The row stays unsent in the outbox; the caller's answer must not reveal delivery problems.
        log.error({ err: error, outbox: row!.id }, 'sending email failed');
      }
    },
  };
}
