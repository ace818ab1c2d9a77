import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** The plan the database would run a statement with, as EXPLAIN prints it, one node a line. */
export async function planOf(db: Db, statement: SQL): Promise<string> {
  return rowsOf<Record<string, string>>(await db.execute(sql`explain ${statement}`))
    .map((row) => Object.values(row)[0])
    .join('\n');
}
