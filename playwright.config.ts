import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests drive the built web app served by the real server on a fresh embedded database
// (DESIGN §8). A second server issues 20-second access tokens for the session-expiry tests.
// Workers inherit the runner's environment, so every process of one run agrees on the folders.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'back-office-e2e-'));
process.env.E2E_SHORT_TOKEN_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'back-office-e2e-short-'));

// Overridable so that a second run on the same machine does not collide with one in progress.
const PORT = Number(process.env.E2E_PORT ?? 4100);
const SHORT_TOKEN_PORT = Number(process.env.E2E_SHORT_TOKEN_PORT ?? 4101);
const server = (port: number, dataDir: string, env: Record<string, string> = {}) => ({
  command: 'node --import tsx apps/server/src/main.ts',
  url: `http://127.0.0.1:${port}/healthz`,
  // DATABASE_URL is cleared: CI sets it for the server tests, but these run on the embedded demo.
  env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
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
    { name: 'app', testIgnore: /session-expiry\.spec\.ts/ },
    {
      name: 'short-token',
      testMatch: /session-expiry\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${SHORT_TOKEN_PORT}` },
    },
  ],
  webServer: [
    server(PORT, process.env.E2E_DATA_DIR),
    server(SHORT_TOKEN_PORT, process.env.E2E_SHORT_TOKEN_DATA_DIR, { ACCESS_TOKEN_TTL: '20' }),
  ],
});
