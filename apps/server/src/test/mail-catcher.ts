import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  messageId: string | undefined;
  receivedAt: string;
  attachments: { filename: string | undefined; contentType: string; content: Buffer }[];
}

export interface MailCatcher {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  received: CaughtMail[];
  /** Waits until `count` mails arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives (port 0: any free port), for the
 * server's tests and the browser tests' mail catcher (apps/web/e2e/mail-catcher.ts).
 */
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            messageId: mail.messageId,
            receivedAt: new Date().toISOString(),
            attachments: mail.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    // A mail goes out through the job queue's next poll; on a loaded 2-core machine (load 15 while
    // CI and other runs share it) that has taken more than 10 s. A mail that arrives waits no longer.
    async waitFor(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${received.length} of ${count} mails arrived in ${timeoutMs} ms`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
