import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshPostgresDatabase,
  SERVER_CONNECTIONS,
  startServer,
  type RunningServer,
} from '../test/server-process';

// Ports 4372 to 4375 (the jobs tests have 4370-4379).
const PORTS = { direct: [4372, 4373], pooled: [4374, 4375] };

// Two real server processes on one PostgreSQL database, both with the test clock: each moves to
// the same minutes, each sees every slot come, and each slot's job is started and run once;
// directly, and through a transaction pooler when the run has one (PGBOUNCER_URL).
describe.runIf(process.env.DATABASE_URL).each(SERVER_CONNECTIONS)(
  'scheduled jobs across server processes, $name',
  (connection) => {
    let database: { url: string; drop(): Promise<void> };
    let client: pg.Client;
    const servers: RunningServer[] = [];

    beforeAll(async () => {
      database = (await freshPostgresDatabase(process.env.DATABASE_URL!))!;
      const env = {
        ...connection.env(database.url),
        NODE_ENV: 'test',
        TEST_CLOCK: '1',
        JOBS_POLL_MS: '500',
      };
      // Started together on an empty database: they migrate (pg-boss's schema included) at once.
      const started = await Promise.allSettled(
        PORTS[connection.kind].map((port) => startServer(port, env)),
      );
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      client = new pg.Client({ connectionString: database.url });
      await client.connect();
    }, 120_000);
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await client?.end();
      await database?.drop();
    });

    const moveBoth = async (at: string) =>
      Promise.all(
        servers.map(async (server) => {
          const res = await fetch(`${server.url}/test/clock`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ at }),
          });
          return ((await res.json()) as { started: string[] }).started;
        }),
      );
    const runsOf = async (slot: string) => {
      const { rows } = await client.query<{ state: string }>(
        `select state::text from pgboss.job where name = 'outbox-sweep' and data->>'slot' = $1
       union all
       select state::text from pgboss.archive where name = 'outbox-sweep' and data->>'slot' = $1`,
        [slot],
      );
      return rows.map((row) => row.state);
    };

    it('starts each cron slot once, in one of the two processes, and runs it once', async () => {
      const slots = [
        '2030-01-01T00:00:00.000Z',
        '2030-01-01T00:01:00.000Z',
        '2030-01-01T00:02:00.000Z',
      ];
      for (const slot of slots) {
        // Both processes reach the same moment, 30 s into the slot's minute, at the same time.
        const at = new Date(Date.parse(slot) + 30_000).toISOString();
        const started = await moveBoth(at);
        // The ten-minute schedule's slot is 00:00 for all three moments: started at the first only.
        expect(started.flat().sort()).toEqual(
          slot === slots[0]
            ? [
                'advertisement-invoices',
                'affiliate-commissions-approve',
                'idempotency-keys-sweep',
                'notifications-standing',
                'outbox-sweep',
                'subscriptions-renew',
                'support-tickets-close',
              ]
            : ['outbox-sweep'],
        );
        // Told again, neither starts it a second time.
        expect((await moveBoth(at)).flat()).toEqual([]);
        await expect.poll(() => runsOf(slot), { timeout: 10_000 }).toEqual(['completed']);
      }
      const { rows } = await client.query<{ name: string; last_slot: Date }>(
        'select name, last_slot from job_schedules',
      );
      expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'advertisement-invoices', last_slot: new Date(slots[0]!) },
        { name: 'affiliate-commissions-approve', last_slot: new Date(slots[0]!) },
        { name: 'idempotency-keys-sweep', last_slot: new Date(slots[0]!) },
        { name: 'notifications-standing', last_slot: new Date(slots[0]!) },
        { name: 'outbox-sweep', last_slot: new Date(slots.at(-1)!) },
        { name: 'subscriptions-renew', last_slot: new Date(slots[0]!) },
        { name: 'support-tickets-close', last_slot: new Date(slots[0]!) },
      ]);
    });
  },
);
