import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests drive the built web app served by the real server on a fresh embedded database.
// A second server issues 20-second access tokens for the session-expiry tests.
// Workers inherit the runner's environment, so every process of one run agrees on the folders.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'back-office-e2e-'));
process.env.E2E_SHORT_TOKEN_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'back-office-e2e-short-'));
// The demo roles' saved sessions (apps/web/e2e/roles.ts).
process.env.E2E_SESSIONS_DIR ??= mkdtempSync(join(tmpdir(), 'back-office-e2e-sessions-'));

// Overridable so that a second run on the same machine does not collide with one in progress.
const PORT = Number(process.env.E2E_PORT ?? 4100);
const SHORT_TOKEN_PORT = Number(process.env.E2E_SHORT_TOKEN_PORT ?? 4101);
// The mail catcher's ports follow the app's, so that overriding E2E_PORT moves them all.
const SMTP_PORT = PORT + 2;
process.env.E2E_MAIL_HTTP_PORT = String(PORT + 3);
const SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;
const server = (port: number, dataDir: string, env: Record<string, string> = {}) => ({
  command: 'node --import tsx apps/server/src/main.ts',
  url: `http://127.0.0.1:${port}/healthz`,
  // DATABASE_URL is cleared: CI sets it for the server tests, but these run on the embedded demo.
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL,
    ...env,
  },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'apps/web/e2e',
  testMatch: '**/*.spec.ts',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // A first check after a full page load waits for the app to start again; on a busy 2-core
  // machine (load 12-14 in CI) that has taken more than 10 s, the page then shown a moment later.
  // Passing checks do not wait longer.
  expect: { timeout: 20_000 },
  // With two browsers on two cores a test of three page loads can pass Playwright's default 30 s
  // when the machine is loaded (seen in CI: a wallet still "Loading..." at 30 s, then shown).
  // A test that hangs still fails, only later.
  timeout: 60_000,
  globalTeardown: './apps/web/e2e/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'sign-in-roles', testMatch: /sign-in-roles\.setup\.ts/ },
    { name: 'app', testIgnore: /session-expiry\.spec\.ts/, dependencies: ['sign-in-roles'] },
    {
      name: 'short-token',
      testMatch: /session-expiry\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${SHORT_TOKEN_PORT}` },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx apps/web/e2e/mail-catcher.ts',
      url: `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}/healthz`,
      env: { SMTP_PORT: String(SMTP_PORT), HTTP_PORT: process.env.E2E_MAIL_HTTP_PORT },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    // TEST_CLOCK: the affiliate test moves this server's clock past a commission's hold.
    server(PORT, process.env.E2E_DATA_DIR, { TEST_CLOCK: '1' }),
    // The session-expiry tests need the demo's accounts, not its year of history.
    server(SHORT_TOKEN_PORT, process.env.E2E_SHORT_TOKEN_DATA_DIR, {
      ACCESS_TOKEN_TTL: '20',
      DEMO_DATA: 'accounts',
    }),
  ],
});
