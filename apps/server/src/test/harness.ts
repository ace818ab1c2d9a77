import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import { inject } from 'vitest';
import { prepareDatabase } from '../prepare-database';
import { seedDemo } from '../db/seed-demo';
import { buildApp } from '../app';
import type { ModuleManifest } from '../graphql/module-manifest';
import { resolveJwtSecret } from '../modules/auth/secret';
import { createTokenService, type AccessClaims, type TokenService } from '../modules/auth/tokens';
import type { DemoMerchants } from './database-template';
import { graphql } from './gql';
import type { TypedDocumentString } from './gql/graphql';

export type DatabaseKind = 'pglite' | 'postgres';

/** Every server integration test runs on the embedded database, and on PostgreSQL when CI gives one. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
  cookies: Record<string, string>;
  headers: Record<string, unknown>;
}

export interface Harness {
  app: FastifyInstance;
  database: Database;
  /** The fresh PostgreSQL database's address, for servers started in other processes. */
  databaseUrl: string | undefined;
  config: Config;
  merchants: DemoMerchants;
  /** Signs tokens with the server's own secret (for QR tokens of a chosen age). */
  tokens: TokenService;
  /** Sends a document typed by `graphql()`: the answer and the variables follow the schema. */
  gql<TResult, TVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    ...args: VariablesAndOptions<TVariables>
  ): Promise<GqlResponse<TResult>>;
  /** Sends a document as written, for one the schema must refuse: its answer is read loosely. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GqlResponse<T>>;
  close(): Promise<void>;
}

/** Any typed document, whatever its answer and variables. */
export type AnyDocument = TypedDocumentString<unknown, never>;

/** The variables may be left out when the document declares none, or only optional ones. */
export type VariablesAndOptions<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions];

export interface RequestOptions {
  // A token as an answer gives it (null when refused) or as a caller holds it (none: anonymous).
  token?: string | null;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
}

async function freshPostgres(template: string): Promise<{
  database: Database;
  url: string;
  drop: () => Promise<void>;
}> {
  const base = process.env.DATABASE_URL!;
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { max: 10 });
  return {
    database,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A copy of the run's migrated and seeded database (test/database-template.ts). */
async function freshDatabase(kind: DatabaseKind) {
  const templates = inject('databaseTemplates');
  if (kind === 'postgres') {
    if (!templates.postgres) throw new Error('PostgreSQL tests need DATABASE_URL');
    return {
      ...(await freshPostgres(templates.postgres.name)),
      merchants: templates.postgres.merchants,
    };
  }
  const dump = new Blob([readFileSync(templates.pglite.dumpFile)]);
  return {
    database: await openPglite(undefined, dump),
    drop: async () => {},
    url: undefined,
    merchants: templates.pglite.merchants,
  };
}

/** A database built from nothing: migrated, then seeded with the demo and its year of trade. */
async function databaseWithYear(kind: DatabaseKind) {
  const built =
    kind === 'postgres'
      ? await freshPostgres('template1')
      : { database: await openPglite(undefined), drop: async () => {}, url: undefined };
  await prepareDatabase(built.database, { demoData: false });
  const seeded = await seedDemo(built.database.db, { year: true });
  return { ...built, merchants: seeded!.merchants };
}

// A test that builds a harness of its own (a fresh database, migrated and seeded) may take as long as
// a beforeAll that does: vitest.config.ts's hookTimeout. A loaded CI machine needs more than 30 s.
export const OWN_HARNESS_TIMEOUT_MS = 60_000;

export async function createHarness(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  {
    modules,
    demoYear = false,
  }: {
    modules?: readonly ModuleManifest[];
    // The demo's year of trade costs seconds to load, and the tests describe their figures on
    // the demo without it: only the tests of that year load it (decision record 035), on a
    // database built for them rather than copied from the run's template.
    demoYear?: boolean;
  } = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web'), ...env });
  const { database, drop, url, merchants } = demoYear
    ? await databaseWithYear(kind)
    : await freshDatabase(kind);
  // The template holds the server's own modules; a test's extra module brings its job queues.
  if (modules) await prepareDatabase(database, { demoData: false, modules });
  const app = await buildApp({ config, database, logger: false, modules });
  await app.ready();

  return {
    app,
    database,
    databaseUrl: url,
    config,
    merchants,
    tokens: createTokenService(
      resolveJwtSecret(config.jwtSecret, config.dataDir),
      config.accessTokenTtlSeconds,
    ),
    gql: sendTo(app),
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function sendTo(app: FastifyInstance): Harness['gql'] {
  async function gql<TResult, TVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    ...args: VariablesAndOptions<TVariables>
  ): Promise<GqlResponse<TResult>>;
  async function gql<T>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GqlResponse<T>>;
  async function gql(
    query: string | AnyDocument,
    variables: object = {},
    options: RequestOptions = {},
  ): Promise<GqlResponse<unknown>> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      cookies: options.cookies,
      remoteAddress: options.ip,
      payload: JSON.stringify({ query: query.toString(), variables }),
    });
    const body = res.json() as { data: unknown; errors?: GqlResponse['errors'] };
    const cookies: Record<string, string> = {};
    for (const c of res.cookies) cookies[c.name] = c.value;
    return {
      status: res.statusCode,
      data: body.data,
      errors: body.errors,
      cookies,
      headers: res.headers,
    };
  }
  return gql;
}

graphql(`
  fragment SessionEmployee on Employee {
    _id
    firstName
    lastName
    email
    phone
    businesses {
      _id
      merchantId {
        _id
        name
        companyName
        companyLegalName
        companyLogo
      }
      roles {
        id
        name
        permissions
      }
      startingDate
      endDate
      department
      status
      position
    }
  }
`);

export const LOGIN = graphql(`
  mutation EmployeeLogin($email: String!, $password: String!) {
    employee {
      employeeLogin(email: $email, password: $password) {
        success
        messageCode
        token
        refreshToken
        employee {
          ...SessionEmployee
        }
      }
    }
  }
`);

export const SELECT_BUSINESS = graphql(`
  mutation SelectBusiness($merchantId: ID!) {
    employee {
      selectBusiness(merchantId: $merchantId) {
        success
        messageCode
        token
        refreshToken
        accessToken
        expiresIn
        employee {
          ...SessionEmployee
        }
      }
    }
  }
`);

export const REFRESH = graphql(`
  mutation RefreshEmployeeToken {
    employee {
      refreshEmployeeToken {
        success
        messageCode
        token
        refreshToken
        employee {
          ...SessionEmployee
        }
      }
    }
  }
`);

/** Signs in and selects a business, as the web app does; returns the business token and cookie. */
export async function signInTo(
  h: Harness,
  email: string,
  merchantId: string,
  password = 'Demo1234',
) {
  const login = await h.gql(LOGIN, { email, password });
  const result = login.data!.employee.employeeLogin;
  if (!result.success) throw new Error(`login failed: ${result.messageCode}`);
  const selected = await h.gql(
    SELECT_BUSINESS,
    { merchantId },
    { token: result.token!, cookies: login.cookies },
  );
  const s = selected.data!.employee.selectBusiness;
  if (!s.success) throw new Error(`select failed: ${s.messageCode}`);
  return {
    token: s.token!,
    refreshToken: s.refreshToken!,
    cookies: selected.cookies,
    employeeId: result.employee!._id,
  };
}

/** An access token's claims, read without checking its signature. */
export function decodeJwt(
  token: string,
): AccessClaims & { iat: number; typ: string } & Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}
