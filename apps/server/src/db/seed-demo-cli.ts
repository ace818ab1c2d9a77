import { loadConfig } from '../config';
import { openDatabase } from './client';
import { prepareDatabase } from '../prepare-database';
import { seedDemo } from './seed-demo';

// `npm run seed:demo`: loads the demo data into whichever database the configuration names.
const config = loadConfig();
const database = await openDatabase(config);
try {
  await prepareDatabase(database, { demoData: false });
  const result = await seedDemo(database.db);
  console.log(result ? 'Demo data loaded.' : 'Demo data was already there.');
} finally {
  await database.close();
}
