import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TypedDocumentString } from './gql/graphql';

export const ROOT = new URL('../../../../', import.meta.url).pathname;

export interface RunningServer {
  url: string;
  /** SIGTERM: the process stops gracefully; resolves with its exit code once it has ended. */
  stop(): Promise<number | null>;
  /** kill -9: the process ends at once, whatever it was doing. */
  kill(): Promise<number | null>;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready within 60 s');
}

/**
 * Starts the real server in its own process on the given database: from its TypeScript source,
 * or, as `npm start` does, the build in apps/server/dist (which `npm run build` must have made).
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  code: 'source' | 'built' = 'source',
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-'));
  const entry =
    code === 'built'
      ? ['apps/server/dist/main.js']
      : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };
  return { url, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

/**
 * How a server process reaches its PostgreSQL database: directly, and, when PGBOUNCER_URL names a
 * transaction pooler (PgBouncer, pool_mode = transaction) in front of the same server, through it
 * as production may (decision record 029). The multi-process tests run once per way.
 */
export interface ServerConnection {
  kind: 'direct' | 'pooled';
  name: string;
  /** A server process's environment for the database at `databaseUrl` (a direct URL). */
  env(databaseUrl: string): Record<string, string>;
}

export const SERVER_CONNECTIONS: ServerConnection[] = [
  { kind: 'direct', name: 'directly', env: (databaseUrl) => ({ DATABASE_URL: databaseUrl }) },
  ...(process.env.PGBOUNCER_URL
    ? [
        {
          kind: 'pooled' as const,
          name: 'through PgBouncer in transaction mode',
          env: (databaseUrl: string) => pooledEnv(databaseUrl, process.env.PGBOUNCER_URL!),
        },
      ]
    : []),
];

/**
 * A server process's environment for the database at `databaseUrl` reached through the transaction
 * pooler at `poolerUrl`: the same database (by name) at the pooler's address, which serves every
 * database, and the direct URL for what needs a session.
 */
export function pooledEnv(databaseUrl: string, poolerUrl: string): Record<string, string> {
  const url = new URL(poolerUrl);
  url.pathname = new URL(databaseUrl).pathname;
  return {
    DATABASE_URL: url.toString(),
    DATABASE_POOL_MODE: 'transaction',
    DATABASE_DIRECT_URL: databaseUrl,
  };
}

/** A fresh database on the PostgreSQL server of `baseUrl`, or null when none answers. */
export async function freshPostgresDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> } | null> {
  const name = `bo_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function seedDemoInto(databaseUrl: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/db/seed-demo-cli.ts'],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`)),
    );
  });
}

/** One GraphQL operation over real HTTP to a server process. */
export async function postGraphQL<TResult, TVariables>(
  url: string,
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  token?: string,
): Promise<{ data?: TResult; errors?: unknown[] }> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  return (await res.json()) as { data?: TResult; errors?: unknown[] };
}
