import { execFileSync } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createTokenService } from '../apps/server/src/modules/auth/tokens';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  load,
  median,
  printTable,
  ROUNDS,
  type LoadResult,
} from './load';
import { gql, session } from './graphql-client';

const SCAN = `mutation ($couponId: ID!, $token: String!, $userId: ID!) { coupon { scanQrCode(couponId: $couponId, token: $token, userId: $userId) { success messageCode redeemedAt } } }`;
const HISTORY = `query ($filter: ScanFilter!, $after: String) { scan { list(filter: $filter, after: $after) {
  items { id createdAt outcome couponName customerName employeeName } endCursor hasNextPage } } }`;

// Enough fresh coupons that no redemption in the run finds its coupon already used.
const COUPONS = 60_000;
const HISTORY_ROWS = 1_000_000;

async function makeCoupons(
  client: pg.Client,
  merchantId: string,
): Promise<{ id: string; customer_id: string }[]> {
  await client.query(
    `
    with offer as (
      insert into offers (merchant_id, title, retail_price, currency, status, valid_from, valid_until)
      values ($1, 'Bench espresso', 250, 'EUR', 'approved', now() - interval '1 day', now() + interval '1 year') returning id
    ), people as (
      insert into customers (first_name, last_name, email, wallet_key_hash)
      select 'Bench', 'Customer ' || g, 'bench' || g || '@bench.test', 'bench-wallet-' || g from generate_series(1, $2) g
      returning id
    )
    insert into coupons (offer_id, customer_id, merchant_id, name, retail_price, currency, expires_at)
    select offer.id, people.id, $1, 'Bench espresso', 250, 'EUR', now() + interval '1 year' from offer, people`,
    [merchantId, COUPONS],
  );
  const { rows } = await client.query(
    `select id, customer_id from coupons where name = 'Bench espresso' order by id`,
  );
  return rows;
}

function pgbenchRatioScript(
  dir: string,
  merchantId: string,
  employeeId: string,
  targets: number,
): string {
  const file = join(dir, 'redeem.sql');
  // The database's own cost of a redemption: the single-row conditional UPDATE and the history INSERT.
  writeFileSync(
    file,
    `\\set n random(1, ${targets})
BEGIN;
UPDATE coupons SET redeemed = true, redeemed_at = now() WHERE id = (SELECT coupon_id FROM bench_targets WHERE n = :n) AND redeemed = false;
INSERT INTO scans (merchant_id, employee_id, coupon_id, outcome) VALUES ('${merchantId}', '${employeeId}', (SELECT coupon_id FROM bench_targets WHERE n = :n), 'COUPON_REDEEMED');
END;
`,
  );
  return file;
}

function pgbench(
  script: string,
  databaseUrl: string,
  extra: string[] = [],
): { tps: number; latency: string } {
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
    latency: /latency average = ([\d.]+) ms/.exec(out)?.[1] ?? '?',
  };
}

export async function couponBench(
  url: string,
  databaseUrl: string,
  jwtSecret: string,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const cashier = await session(url, 'cashier@demo.test', 'Aroma Cafe');
    const employeeId = JSON.parse(Buffer.from(cashier.token.split('.')[1]!, 'base64url').toString())
      .sub as string;
    const coupons = await makeCoupons(client, cashier.merchantId);
    // The API redeems the first half of the coupons, pgbench the second: neither finds the other's used.
    const forApi = coupons.slice(0, COUPONS / 2);
    const forPgbench = coupons.slice(COUPONS / 2);
    const tokens = createTokenService(new TextEncoder().encode(jwtSecret), 3600);
    // Signed just before the run: a QR token lives 60 s, as at the counter.
    const bodies = await Promise.all(
      forApi.map(async (c) =>
        JSON.stringify({
          query: SCAN,
          variables: {
            couponId: c.id,
            token: tokens.signQr(c.id, c.customer_id, 60),
            userId: c.customer_id,
          },
        }),
      ),
    );
    await client.query(`create table bench_targets (n int primary key, coupon_id uuid not null)`);
    await client.query(
      `insert into bench_targets select n, id from unnest($1::uuid[]) with ordinality as t(id, n)`,
      [forPgbench.map((c) => c.id)],
    );
    const dir = mkdtempSync(join(tmpdir(), 'bo-pgbench-'));
    const script = pgbenchRatioScript(dir, cashier.merchantId, employeeId, forPgbench.length);

    let next = 0;
    let redeemed = 0;
    const apiRuns: LoadResult[] = [];
    const pgbenchRuns: { tps: number; latency: string }[] = [];
    // In turns, three times each, medians kept: one slow moment of a shared machine decides nothing.
    for (let round = 0; round < ROUNDS; round++) {
      apiRuns.push(
        await load('coupon.scanQrCode', {
          url: `${url}/graphql`,
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${cashier.token}` },
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
              onResponse: (_status, body) => {
                if (body.includes('"success":true')) redeemed++;
              },
            },
          ],
        }),
      );
      pgbenchRuns.push(pgbench(script, databaseUrl));
    }
    // For reference only: pgbench with prepared statements, as the API's redemption statement is.
    const preparedRun = pgbench(script, databaseUrl, ['-M', 'prepared']);
    const redemptions = median(apiRuns);
    const pg = [...pgbenchRuns].sort((x, y) => x.tps - y.tps)[1]!;

    printTable('Redemptions on PostgreSQL (distinct coupons, one request each)', [redemptions]);
    console.log(
      `  API runs: ${apiRuns.map((r) => r.requestsPerSecond).join(', ')} req/s; ${redeemed} of ${next} scans redeemed a coupon (the rest were in flight when a run stopped)`,
    );
    console.log(
      `  pgbench, UPDATE ... WHERE redeemed = false + history INSERT, ${CONNECTIONS} clients: runs ${pgbenchRuns.map((r) => Math.round(r.tps)).join(', ')} tx/s; median ${Math.round(pg.tps)} tx/s, latency average ${pg.latency} ms`,
    );
    console.log(
      `  (pgbench -M prepared, once: ${Math.round(preparedRun.tps)} tx/s → ${(redemptions.requestsPerSecond / preparedRun.tps).toFixed(2)}×)`,
    );
    console.log(
      `  API redemptions reach ${(redemptions.requestsPerSecond / pg.tps).toFixed(2)}× of pgbench (goal ≥ 0.4×)`,
    );

    if (!process.env.SKIP_HISTORY)
      await historyBench(url, client, cashier.merchantId, employeeId, cashier.token);
  } finally {
    await client.end();
  }
}

async function historyBench(
  url: string,
  client: pg.Client,
  merchantId: string,
  employeeId: string,
  token: string,
) {
  const existing = Number((await client.query('select count(*) from scans')).rows[0].count);
  await client.query(
    `insert into scans (merchant_id, employee_id, coupon_id, outcome, created_at)
     select $1, $2, null,
       (array['COUPON_REDEEMED','ALREADY_REDEEMED','EXPIRED_TOKEN','INVALID_TOKEN','WRONG_MERCHANT'])[1 + g % 5],
       now() - (g || ' seconds')::interval * 30
     from generate_series(1, $3) g`,
    [merchantId, employeeId, HISTORY_ROWS - existing],
  );
  await client.query('analyze scans');
  const total = Number((await client.query('select count(*) from scans')).rows[0].count);
  const deep = await client.query(
    `select created_at::text as at, id from scans where merchant_id = $1 order by created_at desc, id desc offset 500000 limit 1`,
    [merchantId],
  );
  const cursor = Buffer.from(`${deep.rows[0].at}|${deep.rows[0].id}`).toString('base64url');
  const check = await gql<{ scan: { list: { items: unknown[] } } }>(
    url,
    HISTORY,
    { filter: { view: 'merchant' }, after: cursor },
    { authorization: `Bearer ${token}` },
  );
  if (check.scan.list.items.length !== 20) throw new Error('the deep page did not answer 20 rows');
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const first = await load('first page', {
    url: `${url}/graphql`,
    method: 'POST',
    headers,
    body: JSON.stringify({ query: HISTORY, variables: { filter: { view: 'merchant' } } }),
  });
  const deepPage = await load('page after row 500,000', {
    url: `${url}/graphql`,
    method: 'POST',
    headers,
    body: JSON.stringify({
      query: HISTORY,
      variables: { filter: { view: 'merchant' }, after: cursor },
    }),
  });
  const filtered = await load('first page, outcome filter', {
    url: `${url}/graphql`,
    method: 'POST',
    headers,
    body: JSON.stringify({
      query: HISTORY,
      variables: { filter: { view: 'merchant', outcome: 'EXPIRED_TOKEN' } },
    }),
  });
  printTable(
    `Scanner history at ${total.toLocaleString('en')} scan rows on PostgreSQL (20 a page)`,
    [first, deepPage, filtered],
  );
}
