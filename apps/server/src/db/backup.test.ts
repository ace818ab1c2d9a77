import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { firstBrokenEntry } from '../modules/audit/audit.queries';
import { LOGIN, SELECT_BUSINESS } from '../test/harness';
import { ROOT } from '../test/server-process';
import { pgliteDir } from './backup';
import { openPglite } from './client';
import { prepareDatabase } from '../prepare-database';
import { auditLog, merchants, products } from './schema';

const run = promisify(execFile);
const CREATE = `mutation ($input: ProductInput!) { product { create(input: $input) { success messageCode } } }`;

/** A server's app on the embedded database in `dataDir`, and a way to close both. */
async function open(dataDir: string) {
  const database = await openPglite(pgliteDir(dataDir));
  await prepareDatabase(database, { demoData: true });
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web') });
  const app = await buildApp({ config, database, logger: false });
  const gql = async (query: string | { toString(): string }, variables: object, token?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ query: query.toString(), variables }),
    });
    return res.json() as { data: Record<string, Record<string, Record<string, unknown>>> };
  };
  const state = async () => ({
    products: (await database.db.select({ name: products.name }).from(products))
      .map((p) => p.name)
      .sort(),
    auditEntries: (await database.db.select({ n: count() }).from(auditLog))[0]!.n,
    chain: await firstBrokenEntry(database.db),
  });
  return {
    database,
    state,
    /** An audited write through the API: exec@demo.test adds a product to Aroma Cafe. */
    async addProduct(name: string) {
      const login = await gql(LOGIN, { email: 'exec@demo.test', password: 'Demo1234' });
      const [aroma] = await database.db
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.name, 'Aroma Cafe'));
      const selected = await gql(
        SELECT_BUSINESS,
        { merchantId: aroma!.id },
        login.data.employee!.employeeLogin!.token as string,
      );
      const token = selected.data.employee!.selectBusiness!.token as string;
      const input = { name, category: 'bakery', priceMinor: 250, stockQuantity: 4 };
      const created = await gql(CREATE, { input }, token);
      expect(created.data.product!.create).toMatchObject({ success: true });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

describe('backup and restore of the embedded database', () => {
  const folder = mkdtempSync(join(tmpdir(), 'bo-backup-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  // Seeding the demo data into a folder on disk takes most of a minute on a loaded machine.
  it('backs up, and a restore brings back the state of the backup with its audit chain intact', async () => {
    const dataDir = join(folder, 'data');
    const file = join(folder, 'backup.tar.gz');
    const first = await open(dataDir);
    await first.addProduct('Baked before the backup');
    const before = await first.state();
    expect(before.products).toContain('Baked before the backup');
    expect(before.chain.brokenAt).toBeNull();
    // A backup while a server (this process) has the database open is refused, not taken from
    // under it.
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    await expect(
      run('npm', ['run', '--silent', 'backup', file], { cwd: ROOT, env }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`is open in process ${process.pid}`),
    });
    expect(existsSync(file)).toBe(false);
    await first.close();

    const backedUp = await run('npm', ['run', '--silent', 'backup', file], { cwd: ROOT, env });
    expect(backedUp.stdout).toMatch(/^Backed up .* \(\d+ bytes\)\./);

    const changed = await open(dataDir);
    await changed.addProduct('Baked after the backup');
    expect((await changed.state()).auditEntries).toBeGreaterThan(before.auditEntries);
    await changed.close();

    // Never over a database: the folder still in use by the changed one is refused.
    await expect(
      run('npm', ['run', '--silent', 'restore', file], { cwd: ROOT, env }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already holds a database'),
    });

    const restoredDir = join(folder, 'restored');
    await run('npm', ['run', '--silent', 'restore', file], {
      cwd: ROOT,
      env: { ...env, DATA_DIR: restoredDir },
    });
    const restored = await open(restoredDir);
    try {
      expect(await restored.state()).toEqual(before);
      // The restored trail goes on: a new write links to its last entry.
      await restored.addProduct('Baked after the restore');
      const after = await restored.state();
      expect(after.chain).toEqual({ checked: before.auditEntries + 1, brokenAt: null });
    } finally {
      await restored.close();
    }
    expect(existsSync(`${pgliteDir(restoredDir)}.lock`)).toBe(false);
  }, 300_000);
});
