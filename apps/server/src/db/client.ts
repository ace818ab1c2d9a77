import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import type { Db, Schema } from './db';
import { serverFile } from '../server-files';
import { pgliteQueueDb, postgresQueueDb, type QueueDb } from './queue-db';
import { lockDataDir } from './data-dir-lock';
import { ClientWithoutNamedStatements } from './prepared';

export type { Db, Schema };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The driver under Drizzle, for the job queue (jobs/), which speaks plain SQL to it. On
   * PostgreSQL, `session` is how to open a connection of one's own that keeps its session
   * (LISTEN): the pool's own settings, or DATABASE_DIRECT_URL behind a transaction pooler.
   */
  driver:
    | { kind: 'pglite'; client: PGlite }
    | { kind: 'postgres'; pool: pg.Pool; session: pg.ClientConfig };
  /**
   * Our migrations, then what `after` adds on the same connection (pg-boss's schema and queues,
   * jobs/queue-schema.ts), under the same lock on PostgreSQL.
   */
  migrate(after?: (queueDb: QueueDb) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = serverFile('db/migrations');
// Any fixed number: it only has to be the same for every process migrating the same database.
const MIGRATION_LOCK_KEY = 7_240_001;

/**
 * The embedded database: a folder on disk, or memory when dataDir is undefined (tests). `from`
 * is a dump of another embedded database to start from (the tests' migrated and seeded
 * template): loading one is a fraction of creating and migrating a cluster.
 */
export async function openPglite(dataDir: string | undefined, from?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  // pg_trgm: the trigram indexes of text search (migration 0004).
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(from ? { loadDataDir: from } : {}),
  }).catch((error) => {
    release();
    throw error;
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    async migrate(after) {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await after?.(pgliteQueueDb(client));
    },
    async close() {
      await client.close();
      release();
    },
  };
}

export interface PostgresOptions {
  /** The most connections the pool opens. */
  max?: number;
  /**
   * `transaction`: `url` is a transaction pooler (PgBouncer's pool_mode = transaction). The pool
   * sends no named prepared statements, and what needs a session of its own (the migrations'
   * advisory lock, LISTEN) connects to `directUrl`, PostgreSQL itself (decision record 029).
   */
  poolMode?: 'session' | 'transaction';
  directUrl?: string;
}

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const { max = 20, poolMode = 'session', directUrl } = options;
  if (poolMode === 'transaction' && !directUrl)
    throw new Error('a transaction pooler needs a direct URL for what needs a session');
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(poolMode === 'transaction' ? { Client: ClientWithoutNamedStatements } : {}),
  });
  // An idle connection that the server closed (a restart, an administrator) must not crash the
  // process: the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const session: pg.ClientConfig = directUrl ? { connectionString: directUrl } : pool.options;
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    driver: { kind: 'postgres', pool, session },
    async migrate(after) {
      // Several API processes may start at once against one database: one migrates, the rest wait.
      // A session lock outlives transactions, so it is taken, and the migrations run, on a
      // connection of their own, direct to PostgreSQL behind a transaction pooler.
      const lock = new pg.Client(session);
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(lock, { schema }), { migrationsFolder });
        await after?.(postgresQueueDb(lock));
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await lock.end();
      }
    },
    close: () => pool.end(),
  };
}

/** pg-boss's SQL on this database: PGlite through the adapter, PostgreSQL on the pool. */
export function queueDbOf(database: Database): QueueDb {
  return database.driver.kind === 'pglite'
    ? pgliteQueueDb(database.driver.client)
    : postgresQueueDb(database.driver.pool);
}

export async function openDatabase(config: {
  databaseUrl: string | undefined;
  databasePoolMode: 'session' | 'transaction';
  databaseDirectUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, {
        poolMode: config.databasePoolMode,
        directUrl: config.databaseDirectUrl,
      })
    : openPglite(`${config.dataDir}/pglite`);
}
