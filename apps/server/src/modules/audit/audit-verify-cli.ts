import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { firstBrokenEntry } from './audit.queries';

// `npm run audit:verify`: walks the audit trail of whichever database the configuration names
// and fails at the first entry whose hash or link to the one before does not hold.
const config = loadConfig();
const database = await openDatabase(config);
try {
  const { checked, brokenAt } = await firstBrokenEntry(database.db);
  if (brokenAt === null) {
    console.log(`Audit trail intact: ${checked} entries.`);
  } else {
    console.error(`Audit trail broken at entry ${brokenAt}, after ${checked} intact entries.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
