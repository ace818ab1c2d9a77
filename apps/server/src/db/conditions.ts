import { sql, type SQL } from 'drizzle-orm';

/** A raw statement's `where` clause of conditions all to hold, or nothing when there are none. */
export function whereOf(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/**
 * Ids as one uuid[] parameter (`= any(...)`): one statement text whatever their number, where
 * Drizzle would write a parameter for each. The ids must be uuids already checked.
 */
export function uuidArrayOf(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}
