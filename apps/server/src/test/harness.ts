import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { seedDemo } from '../db/seed-demo';
import { buildApp } from '../app';
import { resolveJwtSecret } from '../modules/auth/secret';
import { createTokenService, type TokenService } from '../modules/auth/tokens';

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
  merchants: { provider: string; aroma: string; blueBay: string };
  /** Signs tokens with the server's own secret (for QR tokens of a chosen age). */
  tokens: TokenService;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GqlResponse<T>>;
  close(): Promise<void>;
}

export interface RequestOptions {
  token?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
}

async function freshPostgres(): Promise<{
  database: Database;
  url: string;
  drop: () => Promise<void>;
}> {
  const base = process.env.DATABASE_URL!;
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 10);
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

// A test that builds a harness of its own (a fresh database, migrated and seeded) may take as long as
// a beforeAll that does: vitest.config.ts's hookTimeout. A loaded CI machine needs more than 30 s.
export const OWN_HARNESS_TIMEOUT_MS = 60_000;

export async function createHarness(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web'), ...env });
  const { database, drop, url } =
    kind === 'postgres'
      ? await freshPostgres()
      : { database: await openPglite(undefined), drop: async () => {}, url: undefined };
  await prepareDatabase(database, { demoData: false });
  const seeded = await seedDemo(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

  return {
    app,
    database,
    databaseUrl: url,
    config,
    merchants: seeded!.merchants,
    tokens: createTokenService(
      resolveJwtSecret(config.jwtSecret, config.dataDir),
      config.accessTokenTtlSeconds,
    ),
    async gql(query, variables = {}, options = {}) {
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
        payload: JSON.stringify({ query, variables }),
      });
      const body = res.json() as { data: unknown; errors?: GqlResponse['errors'] };
      const cookies: Record<string, string> = {};
      for (const c of res.cookies) cookies[c.name] = c.value;
      return {
        status: res.statusCode,
        data: body.data as never,
        errors: body.errors,
        cookies,
        headers: res.headers,
      };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const EMPLOYEE_FIELDS = `_id firstName lastName email phone
  businesses { _id merchantId { _id name companyName companyLegalName companyLogo }
    roles { id name permissions } startingDate endDate department status position }`;

export const LOGIN = `mutation ($email: String!, $password: String!) {
  employee { employeeLogin(email: $email, password: $password) {
    success messageCode token refreshToken employee { ${EMPLOYEE_FIELDS} } } } }`;

export const SELECT_BUSINESS = `mutation ($merchantId: ID!) {
  employee { selectBusiness(merchantId: $merchantId) {
    success messageCode token refreshToken accessToken expiresIn employee { ${EMPLOYEE_FIELDS} } } } }`;

export const REFRESH = `mutation RefreshEmployeeToken {
  employee { refreshEmployeeToken { success messageCode token refreshToken employee { ${EMPLOYEE_FIELDS} } } } }`;

interface LoginData {
  employee: {
    employeeLogin: {
      success: boolean;
      messageCode: string;
      token: string | null;
      refreshToken: string | null;
      employee: { _id: string } | null;
    };
  };
}
interface SelectData {
  employee: {
    selectBusiness: {
      success: boolean;
      messageCode: string;
      token: string | null;
      refreshToken: string | null;
    };
  };
}

/** Signs in and selects a business, as the web app does; returns the business token and cookie. */
export async function signInTo(
  h: Harness,
  email: string,
  merchantId: string,
  password = 'Demo1234',
) {
  const login = await h.gql<LoginData>(LOGIN, { email, password });
  const result = login.data!.employee.employeeLogin;
  if (!result.success) throw new Error(`login failed: ${result.messageCode}`);
  const selected = await h.gql<SelectData>(
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

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}
