import { eq, sql } from 'drizzle-orm';
import { actionsOf } from '@back-office/domain/actions';
import { ROLES } from '@back-office/domain/roles';
import type { Database } from './db/client';
import { appMeta, roles } from './db/schema';
import { seedDemo } from './db/seed-demo';
import { migrateJobQueue } from './jobs/queue-schema';
import type { ModuleManifest } from './graphql/module-manifest';
import { MODULES } from './modules/manifests';
import { jobsOf } from './server-jobs';

/**
 * Brings a database up to date at start: migrations and the job queues, the roles table from
 * the domain's role → permission table (the table of actions), and (on a fresh embedded
 * database) the demo data.
 */
export async function prepareDatabase(
  database: Database,
  options: { demoData: boolean; demoYear?: boolean; modules?: readonly ModuleManifest[] },
): Promise<{ seeded: false } | { seeded: true; seedMs: number }> {
  const jobs = jobsOf(options.modules ?? MODULES);
  await database.migrate((queueDb) => migrateJobQueue(queueDb, jobs));
  const { db } = database;
  for (const name of ROLES) {
    const role = { id: name, name, permissions: actionsOf([name]) };
    await db
      .insert(roles)
      .values(role)
      .onConflictDoUpdate({
        target: roles.id,
        set: { name: role.name, permissions: role.permissions },
      });
  }
  if (database.kind !== 'pglite' || !options.demoData) return { seeded: false };
  const [initialised] = await db.select().from(appMeta).where(eq(appMeta.key, 'initialised'));
  if (initialised) return { seeded: false };
  const started = performance.now();
  await seedDemo(db, { year: options.demoYear ?? true });
  await db
    .insert(appMeta)
    .values({ key: 'initialised', value: sql`now()::text` })
    .onConflictDoNothing();
  return { seeded: true, seedMs: performance.now() - started };
}
