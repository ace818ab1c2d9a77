import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { appMeta, roles } from './schema';
import { seedDemo } from './seed-demo';
import { rolesFromDomain } from '../modules/employee/employee.service';

/**
 * Brings a database up to date at start: migrations, the roles table from the domain's
 * role → permission table, and (on a fresh embedded database) the demo data.
 */
export async function prepareDatabase(
  database: Database,
  options: { demoData: boolean },
): Promise<{ seeded: false } | { seeded: true; seedMs: number }> {
  await database.migrate();
  const { db } = database;
  for (const role of rolesFromDomain()) {
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
  await seedDemo(db);
  await db
    .insert(appMeta)
    .values({ key: 'initialised', value: sql`now()::text` })
    .onConflictDoNothing();
  return { seeded: true, seedMs: performance.now() - started };
}
