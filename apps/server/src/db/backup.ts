import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './data-dir-lock';

/** The embedded database's own folder inside DATA_DIR (db/client.ts's openDatabase). */
export const pgliteDir = (dataDir: string) => `${dataDir}/pglite`;

/** A restore's target already holds a database: it is never overwritten. */
export class RestoreTargetNotEmpty extends Error {}

/**
 * Writes a copy of the embedded database in `dir` to `file`: PGlite's own dump of its data
 * folder (a gzipped tar), taken with the folder locked, so no server writes while it is read
 * (decision record 030). Returns the file's size in bytes.
 */
export async function backupPglite(dir: string, file: string): Promise<number> {
  if (!existsSync(dir) || readdirSync(dir).length === 0)
    throw new Error(`There is no embedded database in ${dir} to back up.`);
  const release = lockDataDir(dir);
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm } });
    try {
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      writeFileSync(file, bytes, { flag: 'wx' });
      return bytes.length;
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** Brings a backup made by backupPglite back into `dir`, which must be empty or absent. */
export async function restorePglite(file: string, dir: string): Promise<void> {
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new RestoreTargetNotEmpty(
      `${dir} already holds a database: a restore goes only into an empty data folder. ` +
        'Move it away (or set DATA_DIR to a new folder) and restore again.',
    );
  const dump = new Blob([await readFile(file)]);
  const release = lockDataDir(dir);
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: dump });
    await client.close();
  } catch (error) {
    // The folder was empty: what a failed restore left in it is removed, for another try.
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}
