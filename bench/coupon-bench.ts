import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createTokenService } from '../apps/server/src/modules/auth/tokens';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  describeFailures,
  load,
  median,
  printTable,
  ROUNDS,
  type LoadResult,
  type Outcome,
} from './load';
import { freshScans, makeCoupons } from './coupon-pool';
import { historyBench } from './history-bench';
import { session } from './graphql-client';

// Fresh coupons for every request the API and pgbench send (warm-ups included); a run that
// needs more fails rather than re-scan used ones.
const API_COUPONS = 120_000;
const PGBENCH_COUPONS = 240_000;
// Each business's coupons for the two-businesses runs: alone, then both at once.
const PAIR_COUPONS = 60_000;

// A redemption counts only when it redeemed its coupon.
const redeemed: Outcome = (status, body) => {
  if (status !== 200) return `HTTP ${status}`;
  if (body.includes('"success":true')) return null;
  return (
    /"messageCode":"([A-Z_]+)"/.exec(body)?.[1] ??
    /"code":"([A-Z_]+)"/.exec(body)?.[1] ??
    'no result'
  );
};

interface PgbenchRun {
  tps: number;
  transactions: number;
  latency: string;
}

function pgbenchScript(dir: string, merchantId: string, employeeId: string): string {
  const file = join(dir, 'redeem.sql');
  // The database's own cost of what a redemption must write: the coupon's conditional UPDATE, the
  // sale and the scan, each transaction on the next coupon of the sequence, so none finds its
  // coupon used. No derived work: that is folded after the commit (decision record 027).
  writeFileSync(
    file,
    `BEGIN;
SELECT nextval('bench_next') AS n \\gset
UPDATE coupons SET redeemed = true, redeemed_at = now(), redeemed_by = '${employeeId}' WHERE id = (SELECT coupon_id FROM bench_targets WHERE n = :n) AND redeemed = false;
INSERT INTO sales (merchant_id, coupon_id, customer_id, employee_id, amount, currency) SELECT merchant_id, id, customer_id, '${employeeId}', retail_price, currency FROM coupons WHERE id = (SELECT coupon_id FROM bench_targets WHERE n = :n);
INSERT INTO scans (merchant_id, employee_id, coupon_id, outcome) VALUES ('${merchantId}', '${employeeId}', (SELECT coupon_id FROM bench_targets WHERE n = :n), 'COUPON_REDEEMED');
END;
`,
  );
  return file;
}

// The product's own triggers on the three tables a redemption writes (foreign keys stay checked).
async function productTriggers(client: pg.Client, on: boolean) {
  for (const table of ['coupons', 'sales', 'scans'])
    await client.query(`alter table ${table} ${on ? 'enable' : 'disable'} trigger user`);
}

function pgbench(script: string, databaseUrl: string, extra: string[] = []): PgbenchRun {
  const out = execFileSync(
    'pgbench',
    [
      '-n',
      ...extra,
      '-c',
      String(CONNECTIONS),
      '-j',
      '2',
      '-T',
      String(DURATION_SECONDS),
      '-f',
      script,
      databaseUrl,
    ],
    { encoding: 'utf8' },
  );
  return {
    tps: Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0),
    transactions: Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? 0),
    latency: /latency average = ([\d.]+) ms/.exec(out)?.[1] ?? '?',
  };
}

// Every pgbench transaction must have redeemed a coupon of its own, or its figure is not one.
async function assertPgbenchRedeemed(client: pg.Client, runs: PgbenchRun[]) {
  const transactions = runs.reduce((sum, r) => sum + r.transactions, 0);
  const { rows } = await client.query(
    `select (select last_value from bench_next)::int as taken,
       (select count(*) from coupons c join bench_targets t on t.coupon_id = c.id where c.redeemed)::int as redeemed`,
  );
  if (rows[0].taken > PGBENCH_COUPONS)
    throw new Error(`pgbench used up its ${PGBENCH_COUPONS} fresh coupons; raise the pool size`);
  if (rows[0].redeemed !== transactions)
    throw new Error(
      `pgbench processed ${transactions} transactions but redeemed ${rows[0].redeemed} coupons`,
    );
}

export async function couponBench(
  url: string,
  databaseUrl: string,
  jwtSecret: string,
): Promise<LoadResult | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const cashier = await session(url, 'cashier@demo.test', 'Aroma Cafe');
    const employeeId = JSON.parse(Buffer.from(cashier.token.split('.')[1]!, 'base64url').toString())
      .sub as string;
    const tokens = createTokenService(new TextEncoder().encode(jwtSecret), 3600);
    const scans = freshScans(
      await makeCoupons(client, cashier.merchantId, API_COUPONS, 'Bench espresso'),
      tokens,
      cashier.token,
    );
    const forPgbench = await makeCoupons(
      client,
      cashier.merchantId,
      PGBENCH_COUPONS,
      'Bench latte',
    );
    await client.query(`create table bench_targets (n int primary key, coupon_id uuid not null)`);
    await client.query(
      `insert into bench_targets select n, id from unnest($1::uuid[]) with ordinality as t(id, n)`,
      [forPgbench.map((c) => c.id)],
    );
    await client.query(`create sequence bench_next`);
    const dir = mkdtempSync(join(tmpdir(), 'bo-pgbench-'));
    const script = pgbenchScript(dir, cashier.merchantId, employeeId);

    const apiRuns: LoadResult[] = [];
    const pgbenchRuns: PgbenchRun[] = [];
    const bareRuns: PgbenchRun[] = [];
    // In turns, three times each, medians kept: one slow moment of a shared machine decides nothing.
    // pgbench with prepared statements, as the API's redemption statement is.
    for (let round = 0; round < ROUNDS; round++) {
      apiRuns.push(
        await load(
          'coupon.scanQrCode',
          { url: `${url}/graphql`, requests: [scans.request] },
          redeemed,
        ),
      );
      scans.assertNotExhausted('coupon.scanQrCode');
      pgbenchRuns.push(pgbench(script, databaseUrl, ['-M', 'prepared']));
      await productTriggers(client, false);
      try {
        bareRuns.push(pgbench(script, databaseUrl, ['-M', 'prepared']));
      } finally {
        await productTriggers(client, true);
      }
    }
    await assertPgbenchRedeemed(client, [...pgbenchRuns, ...bareRuns]);
    const redemptions = median(apiRuns);
    const byTps = (runs: PgbenchRun[]) => [...runs].sort((x, y) => x.tps - y.tps)[1]!;
    const pgMedian = byTps(pgbenchRuns);
    const bareMedian = byTps(bareRuns);

    printTable('Redemptions on PostgreSQL (each request a fresh coupon with a fresh QR token)', [
      redemptions,
    ]);
    console.log(
      `  API runs: ${apiRuns.map((r) => `${r.requestsPerSecond} redeemed/s of ${r.answers} answers (not redeemed: ${describeFailures(r)})`).join('; ')}`,
    );
    console.log(
      `  ${scans.sent} fresh coupons taken in all (warm-ups included), none ran out; each was sent at most once (a connection's last prepared request of a run is never sent)`,
    );
    const runsOf = (runs: PgbenchRun[]) => runs.map((r) => Math.round(r.tps)).join(', ');
    console.log(
      `  pgbench -M prepared, the redemption's writes (coupon UPDATE ... WHERE redeemed = false + sale INSERT + scan INSERT) on a fresh coupon each, ${CONNECTIONS} clients:`,
    );
    console.log(
      `    with the product's triggers: runs ${runsOf(pgbenchRuns)} tx/s; median ${Math.round(pgMedian.tps)} tx/s, latency average ${pgMedian.latency} ms`,
    );
    console.log(
      `    without them (bare writes): runs ${runsOf(bareRuns)} tx/s; median ${Math.round(bareMedian.tps)} tx/s, latency average ${bareMedian.latency} ms`,
    );
    console.log(
      `  writes with triggers reach ${(pgMedian.tps / bareMedian.tps).toFixed(2)}× of the bare writes (goal ≥ 0.8×)`,
    );
    console.log(
      `  API redemptions reach ${(redemptions.requestsPerSecond / bareMedian.tps).toFixed(2)}× of the bare writes (goal ≥ 0.6×)`,
    );

    await twoBusinessesBench(url, client, tokens, cashier);

    await loginFloodBench(url, scans, redemptions);

    return process.env.SKIP_HISTORY
      ? null
      : await historyBench(url, client, cashier.merchantId, employeeId, cashier.token);
  } finally {
    await client.end();
  }
}

/**
 * Aroma Cafe's cashier and Blue Bay Travel's executive redeeming: each alone, then both at once,
 * each with CONNECTIONS clients. Nothing platform-wide is written by a redemption, so the two
 * share only the machine.
 */
async function twoBusinessesBench(
  url: string,
  client: pg.Client,
  tokens: ReturnType<typeof createTokenService>,
  aroma: Awaited<ReturnType<typeof session>>,
) {
  const blueBay = await session(url, 'exec@demo.test', 'Blue Bay Travel');
  const pools = [
    { name: 'Aroma Cafe', caller: aroma, label: 'Bench mocha' },
    { name: 'Blue Bay Travel', caller: blueBay, label: 'Bench tour' },
  ];
  const scansOf = await Promise.all(
    pools.map(async (p) =>
      freshScans(
        await makeCoupons(client, p.caller.merchantId, PAIR_COUPONS, p.label),
        tokens,
        p.caller.token,
      ),
    ),
  );
  const run = (i: number, what: string) =>
    load(
      `${pools[i]!.name} ${what}`,
      { url: `${url}/graphql`, requests: [scansOf[i]!.request] },
      redeemed,
    );
  const alone = [await run(0, 'alone'), await run(1, 'alone')];
  const together = await Promise.all([run(0, 'with the other'), run(1, 'with the other')]);
  scansOf.forEach((s, i) => s.assertNotExhausted(pools[i]!.name));
  printTable('Two businesses redeeming on PostgreSQL, alone and at once', [...alone, ...together]);
  for (let i = 0; i < pools.length; i++)
    console.log(
      `  ${pools[i]!.name} at once keeps ${(together[i]!.requestsPerSecond / alone[i]!.requestsPerSecond).toFixed(2)}× of its alone figure (goal ≥ 0.9×)`,
    );
}

const FLOOD_LOGIN = `mutation ($email: String!, $password: String!) { employee { employeeLogin(email: $email, password: $password) { success messageCode } } }`;

// A wrong password is the flood's expected answer; anything else is reported.
const refusedLogin: Outcome = (status, body) => {
  if (status !== 200) return `HTTP ${status}`;
  return body.includes('"messageCode":"INVALID_CREDENTIALS"')
    ? null
    : (/"messageCode":"([A-Z_]+)"/.exec(body)?.[1] ?? 'no result');
};

/**
 * Redemptions while as many other clients sign in with wrong passwords. The flood
 * comes from many addresses (X-Forwarded-For; the server trusts its proxy here) with a new email
 * each time, so the per-account and per-address limits never stop it and every attempt costs a
 * password verification: the worst a distributed attack does.
 */
async function loginFloodBench(
  url: string,
  scans: ReturnType<typeof freshScans>,
  quiet: LoadResult,
) {
  const [during, flood] = await Promise.all([
    load(
      'redemptions in the flood',
      { url: `${url}/graphql`, requests: [scans.request] },
      redeemed,
    ),
    load(
      'wrong-password logins',
      {
        url: `${url}/graphql`,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => ({
              ...req,
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${randomBytes(3).join('.')}`,
              },
              body: JSON.stringify({
                query: FLOOD_LOGIN,
                variables: {
                  email: `flood-${randomBytes(6).toString('hex')}@bench.test`,
                  password: 'wrong-password',
                },
              }),
            }),
          },
        ],
      },
      refusedLogin,
    ),
  ]);
  scans.assertNotExhausted('redemptions in the flood');
  printTable('Redemptions during a login flood on PostgreSQL', [quiet, during, flood]);
  const ratio = during.p99 / quiet.p99;
  console.log(
    `  redemption p99 ${during.p99} ms in the flood against ${quiet.p99} ms quiet: ${ratio.toFixed(2)}× (goal ≤ 2×)`,
  );
}
