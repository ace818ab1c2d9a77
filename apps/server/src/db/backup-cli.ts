import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { backupPglite, pgliteDir } from './backup';

// `npm run backup [FILE]`: a copy of the embedded database, with the server stopped. Relative
// names are read from where npm was started, not from the package's folder.
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL names a PostgreSQL server: back it up with pg_dump (README).');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
const file = resolve(process.env.INIT_CWD ?? '.', process.argv[2] ?? `backup-${stamp}.tar.gz`);
try {
  const bytes = await backupPglite(pgliteDir(config.dataDir), file);
  console.log(`Backed up ${pgliteDir(config.dataDir)} to ${file} (${bytes} bytes).`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
