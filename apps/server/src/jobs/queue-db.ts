import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/client';

// pg-boss speaks plain SQL through one method, `executeSql(text, values)`, with `$1…` parameters
// (its `db` option). These are the three places its SQL runs: a PostgreSQL pool, the embedded
// PGlite, and a Drizzle transaction of ours (to enqueue a job with the write that causes it).

export interface QueueDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** PostgreSQL: pg-boss's queries go straight to a pool (or one client), as pg-boss does itself. */
export function postgresQueueDb(client: pg.Pool | pg.ClientBase): QueueDb {
  return {
    async executeSql(text, values) {
      return client.query<Record<string, unknown>>(text, values);
    },
  };
}

// pg-boss wraps its schema changes and maintenance in `BEGIN; … ; COMMIT;` sent as one text.
const WRAPPED_IN_A_TRANSACTION = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

/**
 * PGlite: one connection in this process. A statement with parameters is one extended-protocol
 * query; a text of several statements goes through `exec`. The `BEGIN; …; COMMIT;` texts run
 * inside PGlite's own `transaction()`: on a single connection a failure halfway would otherwise
 * leave the one session in an aborted transaction that every later query of the server would
 * share, and PGlite's transaction lock keeps other queries out until it ends.
 */
export function pgliteQueueDb(client: PGlite): QueueDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      const wrapped = WRAPPED_IN_A_TRANSACTION.exec(text);
      const results = wrapped
        ? await client.transaction((tx) => tx.exec(wrapped[1]!))
        : await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

/**
 * A Drizzle transaction (or database) of ours, on either driver: the job's row is written by the
 * same transaction as the caller's, so it exists if and only if that transaction commits.
 * pg-boss's `$n` placeholders become Drizzle parameters; Drizzle numbers them again in order.
 */
export function drizzleQueueDb(db: Db): QueueDb {
  return {
    async executeSql(text, values = []) {
      const result = await db.execute(withParameters(text, values));
      return { rows: (result as unknown as { rows: Record<string, unknown>[] }).rows };
    },
  };
}

function withParameters(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
