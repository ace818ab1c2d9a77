import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { academyBench } from './academy-bench';
import { advertisementBench } from './advertisement-bench';
import { affiliateBench } from './affiliate-bench';
import { analyticsBench } from './analytics-bench';
import { auditBench } from './audit-bench';
import { authBench } from './auth-bench';
import { couponBench } from './coupon-bench';
import { invoiceBench } from './invoice-bench';
import { productBench } from './product-bench';
import { salesBench } from './sales-bench';
import { supportBench } from './support-bench';
import { notificationBench } from './notification-bench';
import { subscriptionBench } from './subscription-bench';
import {
  freshPostgresDatabase,
  pooledEnv,
  ROOT,
  seedDemoInto,
  startServer,
} from '../apps/server/src/test/server-process';

// `npm run bench`: every figure is measured here, now, on this machine; nothing is copied in.
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// BENCH_ONLY=products (or embedded, auth, coupons, invoices, sales, audit, support, notifications,
// affiliates, subscriptions, advertisement, academy, analytics; comma-separated) runs only those parts.
const only = process.env.BENCH_ONLY?.split(',');
const runs = (part: string) => !only || only.includes(part);
// The embedded server listens on BENCH_PORT, the PostgreSQL one on the next port.
const PORT = Number(process.env.BENCH_PORT ?? 4301);
// BENCH_PGBOUNCER_URL: the PostgreSQL server reaches its database through this transaction pooler
// (DATABASE_POOL_MODE=transaction: no named prepared statements; decision record 029).
const POOLER_URL = process.env.BENCH_PGBOUNCER_URL;

console.log(`Back Office benchmarks — Node ${process.version}, ${new Date().toISOString()}`);

const sizeScript = `${ROOT}apps/web/scripts/initial-js-size.ts`;
if (existsSync(sizeScript)) {
  console.log(
    execFileSync(process.execPath, ['--import', 'tsx', sizeScript], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim(),
  );
}

if (runs('embedded')) {
  // The built server, as `npm start` runs it (`npm run bench` builds first).
  const embedded = await startServer(PORT, {}, [], 'built');
  try {
    await authBench(embedded.url, 'Embedded database (PGlite)');
  } finally {
    await embedded.stop();
  }
}

const database = await freshPostgresDatabase(POSTGRES_URL);
if (!database) {
  console.log(`\nPostgreSQL at ${POSTGRES_URL} did not answer: its figures are skipped.`);
} else {
  try {
    await seedDemoInto(database.url);
    const jwtSecret = randomBytes(32).toString('hex');
    // TRUST_PROXY: the login flood comes from many forwarded addresses, as behind a load balancer.
    const server = await startServer(
      PORT + 1,
      {
        ...(POOLER_URL ? pooledEnv(database.url, POOLER_URL) : { DATABASE_URL: database.url }),
        JWT_SECRET: jwtSecret,
        TRUST_PROXY: '1',
      },
      [],
      'built',
    );
    if (POOLER_URL)
      console.log(`\nPostgreSQL through PgBouncer (transaction mode) at ${POOLER_URL}`);
    try {
      if (runs('auth')) await authBench(server.url, 'PostgreSQL');
      const historyFirstPage = runs('coupons')
        ? await couponBench(server.url, database.url, jwtSecret)
        : null;
      if (runs('products')) await productBench(server.url, database.url, historyFirstPage);
      if (runs('invoices')) await invoiceBench(server.url, database.url, historyFirstPage);
      if (runs('sales')) await salesBench(server.url, database.url, historyFirstPage);
      if (runs('audit')) await auditBench(server.url, database.url, historyFirstPage);
      if (runs('support')) await supportBench(server.url, database.url, historyFirstPage);
      if (runs('notifications'))
        await notificationBench(server.url, database.url, historyFirstPage);
      if (runs('subscriptions'))
        await subscriptionBench(server.url, database.url, historyFirstPage);
      if (runs('advertisement'))
        await advertisementBench(server.url, database.url, historyFirstPage);
      if (runs('academy')) await academyBench(server.url, database.url, historyFirstPage);
      if (runs('affiliates')) await affiliateBench(server.url, database.url, historyFirstPage);
      if (runs('analytics')) await analyticsBench(server.url, database.url);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
