import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { buildApp } from './app';

const config = loadConfig();
const database = await openDatabase(config);
const { seeded } = await prepareDatabase(database, { demoData: config.demoData });
const app = await buildApp({ config, database });
if (seeded) app.log.info('Loaded the demo data (every demo account uses the password Demo1234)');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Back Office on ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
);
