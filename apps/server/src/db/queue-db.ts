import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

// pg-boss speaks plain SQL through one method, `executeSql(text, values)`, with `$1…` parameters
// (its `db` option). These are the three places its SQL runs: a PostgreSQL pool, the embedded
// PGlite, and a Drizzle transaction of ours (jobs/enqueue.ts: a job enqueued with the write that
// causes it).

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
