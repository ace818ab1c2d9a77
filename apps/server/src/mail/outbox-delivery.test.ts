import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { outbox } from '../db/schema';
import { resetClock } from '../jobs/clock';
import {
  createHarness,
  OWN_HARNESS_TIMEOUT_MS,
  DATABASE_KINDS,
  type Harness,
} from '../test/harness';
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher';
import {
  createSmtpTransport,
  deliverOutboxMail,
  MAX_ATTEMPTS,
  retryDelayMs,
} from './outbox-delivery';

// Nothing listens on this port until the test starts its SMTP server there (ports 4370-4379 are
// the jobs tests'; see jobs.process.test.ts for the others).
const SMTP_PORT = 4371;
const SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;
const RESET = `mutation ($email: String!) { employee { resetPassword(email: $email) { success } } }`;

describe.each(DATABASE_KINDS)('outbox delivery with retries on %s', (kind) => {
  let h: Harness;
  let catcher: MailCatcher | undefined;

  beforeAll(async () => {
    h = await createHarness(kind, { SMTP_URL, TEST_CLOCK: '1', JOBS_POLL_MS: '500' });
  });
  afterEach(async () => {
    await catcher?.close();
    catcher = undefined;
    resetClock();
  });
  afterAll(async () => {
    await h?.close();
  });

  const moveClock = async (advanceMs: number) => {
    const res = await h.app.inject({ method: 'POST', url: '/test/clock', payload: { advanceMs } });
    expect(res.statusCode).toBe(200);
    return res.json() as { now: string; started: string[] };
  };
  const rowFor = async (to: string) => {
    const [row] = await h.database.db.select().from(outbox).where(eq(outbox.toAddress, to));
    return row!;
  };

  it('SMTP down, then up: the mail is retried after its backoff and arrives exactly once', async () => {
    // The request's own attempt fails: the answer says nothing of it, the row keeps the failure.
    const asked = await h.gql(RESET, { email: 'cashier@demo.test' });
    expect(asked.data).toEqual({ employee: { resetPassword: { success: true } } });
    const failed = await rowFor('cashier@demo.test');
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, gaveUpAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.nextAttemptAt!.getTime() - failed.createdAt.getTime()).toBeGreaterThanOrEqual(
      retryDelayMs(1) - 1000,
    );

    catcher = await startMailCatcher(SMTP_PORT);
    // Before the backoff has passed, neither the sweep nor the mail's own job sends it.
    await moveClock(0);
    h.app.jobs.wake('outbox-deliver');
    await new Promise((r) => setTimeout(r, 1500));
    expect(catcher.received).toHaveLength(0);

    // A minute later by the clock, the sweep's next slot finds it due and sends it.
    const moved = await moveClock(retryDelayMs(1) + 1000);
    expect(moved.started).toContain('outbox-sweep');
    const [mail] = await catcher.waitFor(1);
    expect(mail!.to).toEqual(['cashier@demo.test']);
    expect(mail!.subject).toBe('Reset your Back Office password');
    await expect.poll(async () => (await rowFor('cashier@demo.test')).sentAt).not.toBeNull();
    expect(await rowFor('cashier@demo.test')).toMatchObject({ attempts: 2, nextAttemptAt: null });

    // More sweeps, and direct attempts, long after: nothing is sent again.
    await moveClock(24 * 60 * 60_000);
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        deliverOutboxMail(
          { db: h.database.db, log: h.app.log, smtp: createSmtpTransport(SMTP_URL) },
          failed.id,
        ),
      ),
    );
    expect(again).toEqual(Array(5).fill('skipped'));
    await new Promise((r) => setTimeout(r, 1000));
    expect(catcher.received).toHaveLength(1);
  });

  it('sends a due mail once when many attempts race for it', async () => {
    catcher = await startMailCatcher(SMTP_PORT);
    const [row] = await h.database.db
      .insert(outbox)
      .values({
        toAddress: 'race@demo.test',
        subject: 'Race',
        body: 'once',
        nextAttemptAt: new Date(0),
      })
      .returning();
    const ctx = { db: h.database.db, log: h.app.log, smtp: createSmtpTransport(SMTP_URL) };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => deliverOutboxMail(ctx, row!.id)),
    );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'skipped')).toHaveLength(9);
    await catcher.waitFor(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(catcher.received.map((m) => m.subject)).toEqual(['Race']);
    expect(catcher.received[0]!.messageId).toBe(`<${row!.id}@outbox.back-office>`);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and keeps the last error`, async () => {
    const [row] = await h.database.db
      .insert(outbox)
      .values({
        toAddress: 'never@demo.test',
        subject: 'Never',
        body: 'no server',
        nextAttemptAt: new Date(0),
        attempts: MAX_ATTEMPTS - 1,
      })
      .returning();
    const ctx = { db: h.database.db, log: h.app.log, smtp: createSmtpTransport(SMTP_URL) };
    expect(await deliverOutboxMail(ctx, row!.id)).toBe('failed');
    const [after] = await h.database.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(after).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null, nextAttemptAt: null });
    expect(after!.gaveUpAt).not.toBeNull();
    expect(after!.lastError).toMatch(/ECONNREFUSED/);
    expect(await deliverOutboxMail(ctx, row!.id)).toBe('skipped');
  });

  it('waits longer after each failure, up to six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(MAX_ATTEMPTS)).toBe(6 * 60 * 60_000);
  });

  it(
    'without SMTP_URL, logs the mail and leaves nothing to deliver',
    async () => {
      const plain = await createHarness(kind);
      try {
        await plain.gql(RESET, { email: 'cashier@demo.test' });
        const result = await plain.database.db.execute(
          sql`select next_attempt_at, attempts from outbox where to_address = 'cashier@demo.test'`,
        );
        expect(rowsOf(result)).toEqual([{ next_attempt_at: null, attempts: 0 }]);
      } finally {
        await plain.close();
      }
    },
    OWN_HARNESS_TIMEOUT_MS,
  );
});
