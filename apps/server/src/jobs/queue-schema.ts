import PgBoss from 'pg-boss';
import type { QueueDb } from '../db/queue-db';
import type { AnyJob } from './job-definition';
import { QUEUE_SCHEMA } from './queue-schema-name';

export { QUEUE_SCHEMA };

/**
 * Creates or migrates pg-boss's schema, then creates each job's queue and applies its settings.
 * Called by `Database.migrate()` after our migrations, so on PostgreSQL it runs under the same
 * advisory lock: processes starting together queue there. Both steps are DDL (a queue is a
 * partition of the job table): two processes creating the same queue at once deadlock.
 * pg-boss does the work itself (a short-lived instance that only migrates), so an upgrade of
 * pg-boss migrates too; the running queue (queue.ts) only checks the version.
 */
export async function migrateJobQueue(db: QueueDb, jobs: readonly AnyJob[]): Promise<void> {
  const boss = new PgBoss({
    db,
    schema: QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  // pg-boss inserts no job for a queue that does not exist.
  for (const { name, queue } of jobs) {
    const settings = { name, ...queue };
    await boss.createQueue(name, settings);
    await boss.updateQueue(name, settings);
  }
  await boss.stop({ graceful: false, close: false });
}
