import { randomBytes } from 'node:crypto';
import { couponBench } from './coupon-bench';
import { freshPostgresDatabase, seedDemoInto, startServer } from '../apps/server/src/test/server-process';
const database = (await freshPostgresDatabase('postgres://postgres@127.0.0.1:5432/test'))!;
await seedDemoInto(database.url);
const jwtSecret = randomBytes(32).toString('hex');
const server = await startServer(4302, { DATABASE_URL: database.url, JWT_SECRET: jwtSecret }, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof2']);
process.env.SKIP_HISTORY='1'; try { await couponBench(server.url, database.url, jwtSecret); } catch (e) { console.log(String(e)); }
await server.stop(); await database.drop();
