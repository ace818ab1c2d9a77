import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Node loads graphql's CommonJS build for Mercurius; Vite would pick its ESM build for our code.
// Two copies of graphql refuse each other's types, so tests use the one Node uses in production.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default, which on a 2-core machine is one worker and an
    // idle core: the suites wait on the database and on child servers, so every core gets a worker.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // One migrated, seeded database per run that every test's harness copies.
          globalSetup: ['./src/test/database-template.ts'],
          testTimeout: 300_000,
          hookTimeout: 400_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
