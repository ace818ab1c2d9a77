import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './prepare-database';
import { buildApp } from './app';
import { stopGracefullyOnSignals } from './graceful-stop';

const config = loadConfig();
const database = await openDatabase(config);
const prepared = await prepareDatabase(database, {
  demoData: config.demoData,
  demoYear: config.demoYear,
});
const app = await buildApp({ config, database });
if (prepared.seeded)
  app.log.info(
    `Loaded the demo data in ${(prepared.seedMs / 1000).toFixed(1)} s (every demo account uses the password Demo1234)`,
  );

stopGracefullyOnSignals(app, database);

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Back Office on ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
);
