import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { QueueDb } from '../db/queue-db';
import { QUEUE_SCHEMA } from './queue-schema-name';
import type { JobDefinition } from './job-definition';

// pg-boss's `send` only writes a row through the `db` it is given, so this instance is never
// started: it turns a job into pg-boss's INSERT, which runs in the caller's transaction.
const writer = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('enqueue() writes through the given transaction')),
  },
  schema: QUEUE_SCHEMA,
  migrate: false,
  supervise: false,
  schedule: false,
});

export interface EnqueueOptions {
  /** Higher runs first. */
  priority?: number;
  /**
   * With the queue's policy ('short', 'singleton', 'stately'), at most one such job waits (or
   * runs) at a time. Not a substitute for the handler's own idempotency.
   */
  singletonKey?: string;
}

/**
 * Enqueues a job in the transaction `tx` (or straight on the database): the job exists if and
 * only if the transaction commits, and runs after that. Work due later is not delayed here (the
 * queue's delays follow the database's time, not the clock): keep the due time on the row and
 * let a scheduled job pick up what is due, so moving the clock moves it.
 * On PGlite, inside a transaction pass the transaction, never the database: PGlite has one
 * connection, and a query outside the open transaction waits for it to end.
 */
export async function enqueue<Data extends object>(
  tx: Db,
  job: JobDefinition<Data>,
  data: Data,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const { name } = job;
  const id = await writer.send(name, data, { ...options, db: drizzleQueueDb(tx) });
  if (id === null && options.singletonKey === undefined) {
    // pg-boss inserts nothing for a queue that does not exist: say so rather than lose the job.
    throw new Error(`job queue "${name}" does not exist: Database.migrate() creates the queues`);
  }
  return id;
}

/**
 * A Drizzle transaction (or database) of ours, on either driver: the job's row is written by the
 * same transaction as the caller's, so it exists if and only if that transaction commits.
 * pg-boss's `$n` placeholders become Drizzle parameters; Drizzle numbers them again in order.
 */
function drizzleQueueDb(db: Db): QueueDb {
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
