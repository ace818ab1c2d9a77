import { sql, type SQL } from 'drizzle-orm';

/**
 * A customer's or employee's display name from the row `alias` names: first and last name as the
 * customers' name index holds them (pg_trgm), so that a search written with it can use the index.
 */
export function personName(alias: string): SQL {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return sql.raw(`${alias}.first_name || ' ' || ${alias}.last_name`);
}
