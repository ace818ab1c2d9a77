/**
 * Vitest's global setup for the server tests: one migrated, demo-seeded database per run, which
 * every harness copies instead of building its own. Creating an embedded cluster, migrating it and
 * seeding it took ten seconds or more per test file; loading a dump of one takes two or three,
 * and PostgreSQL copies a template database in a fraction of a second.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../db/client';
import { prepareDatabase } from '../prepare-database';
import { seedDemo } from '../db/seed-demo';

export type DemoMerchants = { provider: string; aroma: string; blueBay: string };

export interface DatabaseTemplates {
  /** A dump of the embedded database, migrated and seeded. */
  pglite: { dumpFile: string; merchants: DemoMerchants };
  /** A database on DATABASE_URL's server to copy, when there is one. */
  postgres: { name: string; merchants: DemoMerchants } | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function migratedAndSeeded(database: Database): Promise<DemoMerchants> {
  await prepareDatabase(database, { demoData: false });
  // Without its year of trade, which only that year's tests load (decision record 035).
  const seeded = await seedDemo(database.db, { year: false });
  return seeded!.merchants;
}

async function onServer(base: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'bo-template-'));
  const embedded = await openPglite(undefined);
  const pgliteMerchants = await migratedAndSeeded(embedded);
  if (embedded.driver.kind !== 'pglite') throw new Error('the embedded database is PGlite');
  // Written to the data files, so that no copy replays the seed's log as it starts.
  await embedded.driver.client.exec('checkpoint');
  const dump = await embedded.driver.client.dumpDataDir('none');
  const dumpFile = join(dir, 'pglite.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await embedded.close();

  const base = process.env.DATABASE_URL;
  let postgres: DatabaseTemplates['postgres'] = null;
  if (base) {
    const name = `bo_template_${randomBytes(6).toString('hex')}`;
    await onServer(base, `create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString(), { max: 4 });
    postgres = { name, merchants: await migratedAndSeeded(database) };
    // A template is copied only while no one is connected to it.
    await database.close();
  }
  project.provide('databaseTemplates', {
    pglite: { dumpFile, merchants: pgliteMerchants },
    postgres,
  });

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (base && postgres)
      await onServer(base, `drop database if exists ${postgres.name} with (force)`);
  };
}
