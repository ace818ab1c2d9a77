import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { pgliteDir, restorePglite } from './backup';

// `npm run restore FILE`: a backup of `npm run backup` into an empty DATA_DIR.
const config = loadConfig();
const name = process.argv[2];
if (config.databaseUrl) {
  console.error('DATABASE_URL names a PostgreSQL server: restore it with pg_restore (README).');
  process.exit(1);
}
if (!name) {
  console.error('Name the backup to restore: npm run restore FILE');
  process.exit(1);
}
const file = resolve(process.env.INIT_CWD ?? '.', name);
if (!existsSync(file)) {
  console.error(`There is no file ${file}.`);
  process.exit(1);
}
try {
  await restorePglite(file, pgliteDir(config.dataDir));
  console.log(`Restored ${file} into ${pgliteDir(config.dataDir)}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
