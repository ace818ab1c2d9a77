import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { rowsOf } from '../db/rows';
import { createMailer } from '../mail/outbox';
import {
  createHarness,
  OWN_HARNESS_TIMEOUT_MS,
  DATABASE_KINDS,
  type Harness,
} from '../test/harness';
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher';
import { now, resetClock } from './clock';
import { latestSlot, schedulesOf, startDueSlots } from './scheduler';
import { SERVER_JOBS } from '../server-jobs';

describe('cron slots by the clock', () => {
  it('is the latest time at or before the moment that the cron names', () => {
    const at = (iso: string) => latestSlot('* * * * *', 'UTC', new Date(iso)).toISOString();
    expect(at('2030-01-01T00:01:00.000Z')).toBe('2030-01-01T00:01:00.000Z');
    expect(at('2030-01-01T00:01:59.999Z')).toBe('2030-01-01T00:01:00.000Z');
    // 03:00 in Nicosia is 01:00 UTC in winter.
    const daily = latestSlot('0 3 * * *', 'Europe/Nicosia', new Date('2030-01-02T00:30:00Z'));
    expect(daily.toISOString()).toBe('2030-01-01T01:00:00.000Z');
  });

  it('refuses the test clock on a production server', () => {
    expect(() => loadConfig({ TEST_CLOCK: '1', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({}).testClock).toBe(false);
  });
});

describe.each(DATABASE_KINDS)('jobs on %s', (kind) => {
  let h: Harness;
  let catcher: MailCatcher;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    h = await createHarness(kind, { SMTP_URL: catcher.url, TEST_CLOCK: '1', JOBS_POLL_MS: '500' });
  });
  afterEach(() => {
    resetClock();
  });
  afterAll(async () => {
    await h?.close();
    await catcher?.close();
  });

  const jobsFor = async (name: string, key: string, value: string) => {
    const result = await h.database.db.execute(sql`
      select state::text from pgboss.job where name = ${name} and data ->> ${key} = ${value}
      union all
      select state::text from pgboss.archive where name = ${name} and data ->> ${key} = ${value}`);
    return rowsOf<{ state: string }>(result).map((row) => row.state);
  };
  const outboxId = async (to: string) => {
    const result = await h.database.db.execute(sql`select id from outbox where to_address = ${to}`);
    return rowsOf<{ id: string }>(result)[0]?.id;
  };

  it('runs a job enqueued in a committed transaction, after the commit', async () => {
    const mailer = createMailer(catcher.url);
    await h.database.db.transaction(async (tx) => {
      // Inside the transaction the mail is only written, with its job: nothing is sent yet.
      await mailer.send(
        tx,
        { to: 'committed@demo.test', subject: 'Committed', body: 'yes' },
        h.app.log,
      );
    });
    h.app.jobs.wake('outbox-deliver');
    await catcher.waitFor(1);
    expect(catcher.received.map((mail) => mail.subject)).toEqual(['Committed']);
    const id = await outboxId('committed@demo.test');
    await expect.poll(() => jobsFor('outbox-deliver', 'outboxId', id!)).toEqual(['completed']);
  });

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    const mailer = createMailer(catcher.url);
    const before = catcher.received.length;
    await expect(
      h.database.db.transaction(async (tx) => {
        await mailer.send(
          tx,
          { to: 'rolled-back@demo.test', subject: 'Rolled back', body: 'no' },
          h.app.log,
        );
        throw new Error('the write fails after the mail was queued');
      }),
    ).rejects.toThrow(/write fails/);
    h.app.jobs.wake('outbox-deliver');
    await new Promise((r) => setTimeout(r, 1500));
    expect(catcher.received).toHaveLength(before);
    expect(await outboxId('rolled-back@demo.test')).toBeUndefined();
    const result = await h.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'outbox-deliver'
          and not exists (select 1 from outbox where id = (data ->> 'outboxId')::uuid)`,
    );
    expect(rowsOf<{ n: number }>(result)[0]!.n).toBe(0);
  });

  it('moves the clock on a test server, and a schedule follows it: one job per slot', async () => {
    const move = (payload: object) => h.app.inject({ method: 'POST', url: '/test/clock', payload });
    const before = Date.now();
    const moved = await move({ advanceMs: 60 * 60_000 });
    expect(moved.statusCode).toBe(200);
    const body = moved.json() as { now: string; started: string[] };
    expect(Date.parse(body.now) - before).toBeGreaterThanOrEqual(60 * 60_000);
    expect(now().getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    // Every scheduled job whose slot came within the hour: each minute's, each ten minutes'.
    expect(body.started.sort()).toEqual([
      'advertisement-invoices',
      'affiliate-commissions-approve',
      'idempotency-keys-sweep',
      'notifications-standing',
      'outbox-sweep',
      'subscriptions-renew',
      'support-tickets-close',
    ]);
    // Within the same minute, the slot has been started: nothing more. A loaded machine may have
    // crossed into the next minute between the two moves: then that minute's jobs only.
    const minute = (at: string) => latestSlot('* * * * *', 'UTC', new Date(at)).getTime();
    const nothingMoreThisMinute = async (previous: string) => {
      const next = (await move({ advanceMs: 0 })).json() as { now: string; started: string[] };
      if (minute(next.now) === minute(previous)) expect(next.started).toEqual([]);
      else expect(body.started).toEqual(expect.arrayContaining(next.started));
    };
    await nothingMoreThisMinute(body.now);

    const slot = latestSlot('* * * * *', 'UTC', new Date(body.now)).toISOString();
    await expect.poll(() => jobsFor('outbox-sweep', 'slot', slot)).toEqual(['completed']);

    const read = await h.app.inject({ method: 'GET', url: '/test/clock' });
    expect(Date.parse((read.json() as { now: string }).now)).toBeGreaterThan(before + 59 * 60_000);
    expect((await move({ reset: true })).statusCode).toBe(200);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
    expect((await move({ advanceMs: 'soon' })).statusCode).toBe(400);
    // Back at the machine's time, what the move had started is in the future again: a second
    // test moving the clock as far starts it all again, once.
    const again = (await move({ advanceMs: 60 * 60_000 })).json() as {
      now: string;
      started: string[];
    };
    expect(again.started.sort()).toEqual(body.started);
    await nothingMoreThisMinute(again.now);
    const reset = (await move({ reset: true })).json() as { now: string };
    await nothingMoreThisMinute(reset.now);
  });

  it('starts a slot once however many schedulers race for it', async () => {
    const at = new Date(Date.now() + 7 * 24 * 60 * 60_000);
    const started = await Promise.all(
      Array.from({ length: 8 }, () =>
        startDueSlots(h.database.db, schedulesOf(SERVER_JOBS), at, new Map()),
      ),
    );
    expect(started.flat().sort()).toEqual([
      'advertisement-invoices',
      'affiliate-commissions-approve',
      'idempotency-keys-sweep',
      'notifications-standing',
      'outbox-sweep',
      'subscriptions-renew',
      'support-tickets-close',
    ]);
    const slot = latestSlot('* * * * *', 'UTC', at).toISOString();
    expect(await jobsFor('outbox-sweep', 'slot', slot)).toHaveLength(1);
  });

  it(
    'has no clock route without TEST_CLOCK',
    async () => {
      const plain = await createHarness(kind);
      try {
        const res = await plain.app.inject({ method: 'POST', url: '/test/clock', payload: {} });
        expect(res.statusCode).toBe(404);
      } finally {
        await plain.close();
      }
    },
    OWN_HARNESS_TIMEOUT_MS,
  );
});
