import PgBoss from 'pg-boss';
import type { QueueDb } from './queue-db';

/** pg-boss's tables live in their own schema of our database. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * Creates or migrates pg-boss's schema, called by `Database.migrate()` with our migrations, so on
 * PostgreSQL it runs under the same advisory lock: processes starting together queue there, and
 * the running queue then only checks the version (`migrate: false` in queue.ts). pg-boss does the
 * work itself (a short-lived instance that only migrates), so an upgrade of pg-boss migrates too.
 */
export async function migrateJobQueue(db: QueueDb): Promise<void> {
  const boss = new PgBoss({
    db,
    schema: QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
