import { sql, type SQL } from 'drizzle-orm';

/** A raw statement's `where` clause of conditions all to hold, or nothing when there are none. */
export function whereOf(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}
