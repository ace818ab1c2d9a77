import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './db';
import { rowsOf } from './rows';

interface PgliteLike {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

// Every named prepared statement of the server is made by the two functions below (queryPrepared
// and queryPreparedSql); behind a transaction pooler, ClientWithoutNamedStatements takes their
// names off again (decision record 029).

/**
 * Runs a hot statement as a named prepared statement on PostgreSQL, so each connection plans it
 * once: for the coupon redemption, planning cost more than running (pgbench: 2.7k tx/s unprepared,
 * 8.1k prepared). PGlite, a single embedded connection, runs it as a plain parameterised query.
 */
export async function queryPrepared<T>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client: pg.Pool | PgliteLike }).$client;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values })).rows as T[];
  return (await client.query<T>(text, values)).rows;
}

interface PgSessionLike {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    isResponseInArrayMode: false,
  ): { execute(): Promise<unknown> };
}

/**
 * A statement built with Drizzle's `sql`, run as `db.execute` runs it (the same drivers' value
 * parsing) but as a named prepared statement on PostgreSQL, named after its text: a list whose
 * text changes with its filters has one prepared statement per variant and connection.
 * PostgreSQL keeps a generic plan for it only when that plan costs about what a plan for the
 * actual values would, so limits and other constants belong in the text (integerLiteral), not in
 * parameters, which a generic plan must guess.
 */
export async function queryPreparedSql<T>(db: Db, prefix: string, statement: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSessionLike };
  const query = dialect.sqlToQuery(statement);
  const name = `${prefix}-${createHash('sha1').update(query.sql).digest('base64url').slice(0, 20)}`;
  return rowsOf<T>(await session.prepareQuery(query, undefined, name, false).execute());
}

/** A whole number written into a statement's text (a limit), for queryPreparedSql's plans. */
export function integerLiteral(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`);
  return sql.raw(String(n));
}

/**
 * The pool's connections behind a transaction pooler (DATABASE_POOL_MODE=transaction): a named
 * statement lives on one server connection, and the pooler gives each transaction whichever is
 * free, so a statement prepared on one is missing on the next ("does not exist") or there already
 * from another client ("already exists"). This client sends every statement unnamed, parsed and
 * planned each time; the names given by the functions above are dropped here, in one place, so no
 * caller (ours, Drizzle's or a library's) can send one.
 */
export class ClientWithoutNamedStatements extends pg.Client {}

const namedQuery = pg.Client.prototype.query;
ClientWithoutNamedStatements.prototype.query = function (
  this: pg.Client,
  config: unknown,
  ...rest: unknown[]
) {
  // A submittable (a cursor, a stream) is passed on as it is; only a query config carries a name.
  const named =
    typeof config === 'object' &&
    config !== null &&
    'name' in config &&
    typeof (config as { submit?: unknown }).submit !== 'function';
  return Reflect.apply(namedQuery, this, [
    named ? { ...config, name: undefined } : config,
    ...rest,
  ]);
} as typeof namedQuery;
