import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** `transaction`: DATABASE_URL is a transaction pooler such as PgBouncer (decision record 029). */
  databasePoolMode: 'session' | 'transaction';
  /** PostgreSQL itself, for what needs a session: the migrations' lock, LISTEN. */
  databaseDirectUrl: string | undefined;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  demoData: boolean;
  /** Whether the demo data brings its year of history (`DEMO_DATA=accounts` leaves it out). */
  demoYear: boolean;
  smtpUrl: string | undefined;
  publicUrl: string;
  production: boolean;
  webDistDir: string | undefined;
  loginRateLimit: { max: number; windowMs: number };
  /** How often workers look for jobs, and how often the scheduler looks at the cron slots. */
  jobs: { pollIntervalMs: number; tickIntervalMs: number; foldIntervalMs: number };
  /** TEST_CLOCK=1: the test-only route that moves the clock (jobs/clock-route.ts). */
  testClock: boolean;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; unset, there is no /metrics. */
  metricsToken: string | undefined;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = positiveInt(env.PORT, 4000, 'PORT');
  const production = env.NODE_ENV === 'production';
  const testClock = env.TEST_CLOCK === '1';
  if (testClock && production) throw new Error('TEST_CLOCK is for test servers, never production');
  const pollIntervalMs = positiveInt(env.JOBS_POLL_MS, 2000, 'JOBS_POLL_MS');
  // pg-boss polls at most every half second.
  if (pollIntervalMs < 500) throw new Error('JOBS_POLL_MS must be 500 or more');
  const metricsToken = env.METRICS_TOKEN || undefined;
  // A guessable token would make the figures public after all.
  if (metricsToken !== undefined && metricsToken.length < 16)
    throw new Error('METRICS_TOKEN must be 16 characters or more');
  const databaseUrl = env.DATABASE_URL || undefined;
  const databaseDirectUrl = env.DATABASE_DIRECT_URL || undefined;
  const databasePoolMode = env.DATABASE_POOL_MODE || 'session';
  if (databasePoolMode !== 'session' && databasePoolMode !== 'transaction')
    throw new Error('DATABASE_POOL_MODE must be session or transaction');
  if (databasePoolMode === 'transaction' && !(databaseUrl && databaseDirectUrl))
    throw new Error(
      'DATABASE_POOL_MODE=transaction needs DATABASE_URL (the pooler) and DATABASE_DIRECT_URL ' +
        '(PostgreSQL itself, for the migrations’ lock and LISTEN)',
    );
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './.data'),
    databaseUrl,
    databasePoolMode,
    databaseDirectUrl,
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: positiveInt(env.ACCESS_TOKEN_TTL, 3600, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtlSeconds: positiveInt(env.REFRESH_TOKEN_TTL, 14 * 24 * 3600, 'REFRESH_TOKEN_TTL'),
    demoData: env.DEMO_DATA !== '0',
    demoYear: env.DEMO_DATA !== 'accounts',
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    production,
    webDistDir: env.WEB_DIST_DIR,
    loginRateLimit: {
      max: positiveInt(env.LOGIN_RATE_LIMIT, 10, 'LOGIN_RATE_LIMIT'),
      windowMs: 60_000,
    },
    jobs: {
      pollIntervalMs,
      tickIntervalMs: positiveInt(env.JOBS_TICK_MS, 10_000, 'JOBS_TICK_MS'),
      foldIntervalMs: positiveInt(env.FOLD_POLL_MS, 250, 'FOLD_POLL_MS'),
    },
    testClock,
    metricsToken,
  };
}
