import pg from 'pg';
import { presetRange, todayIn } from '@back-office/domain/periods';
import { CONNECTIONS, load, printTable, type LoadResult } from './load';
import { gql, session } from './graphql-client';

// The dashboards at 2,000,000 sales and 2,000,000 scans over a year across 50
// businesses. The facts are bulk-loaded with triggers off (session_replication_role = replica)
// and the rollups then filled by analytics_rebuild(), the migration's own backfill: one set-based
// pass (about four minutes on this machine's two shared cores) instead of ~6.4 million trigger
// runs of several upserts each, row by row. The tests prove that the triggers keep exactly what
// analytics_rebuild() computes.

const BUSINESSES = 50;
const SALES = 2_000_000;
const REDEMPTIONS = 1_000_000;
const REFUNDS = 100_000;
const COUNTER = SALES - REDEMPTIONS - REFUNDS;
const UNREDEEMED = 500_000;
const SCANS = 2_000_000;
const CUSTOMERS = 100_000;
const OFFERS_PER_BUSINESS = 10;
const PRODUCTS_PER_BUSINESS = 20;

const FIGURES = `currency redeemedValueMinor { value previous change } redemptions { value previous }
  couponsIssued { value } redemptionRate { value } activeMerchants { value } newCustomers { value }
  returningCustomers { value } grossSalesMinor { value } grossSalesByMethod { paymentMethod grossMinor { value } }
  openReceivablesMinor { value }`;
const P = `($period: AnalyticsPeriod!)`;
const QUERIES: Record<string, string> = {
  overview: `query ${P} { analytics { overview(period: $period) { ${FIGURES} } } }`,
  series: `query ${P} { analytics { series(period: $period) { bucket currency redemptions redeemedValueMinor grossSalesMinor couponsIssued newCustomers returningCustomers } } }`,
  topOffers: `query ${P} { analytics { topOffers(period: $period) { offerId title redemptions redeemedValueMinor } } }`,
  topProducts: `query ${P} { analytics { topProducts(period: $period) { productId name units grossMinor } } }`,
  heatmap: `query ${P} { analytics { heatmap(period: $period) { weekday hour redemptions } } }`,
  lowStock: `query { analytics { lowStock { productId stockQuantity } } }`,
  actionQueue: `query { analytics { actionQueue { key count } } }`,
  platformOverview: `query ${P} { analytics { platformOverview(period: $period) { ${FIGURES} } } }`,
  platformSeries: `query ${P} { analytics { platformSeries(period: $period) { bucket currency redemptions redeemedValueMinor grossSalesMinor couponsIssued newCustomers returningCustomers } } }`,
  topMerchants: `query ${P} { analytics { topMerchants(period: $period) { merchantId name redemptions redeemedValueMinor } } }`,
  platformTopOffers: `query ${P} { analytics { platformTopOffers(period: $period) { offerId title redemptions redeemedValueMinor } } }`,
  platformActionQueue: `query { analytics { platformActionQueue { key count } } }`,
  staffActivityTotals: `query ${P} { analytics { staffActivityTotals(period: $period) { day signIns activeEmployees } } }`,
  staffActivityByBusiness: `query ${P} { analytics { staffActivityByBusiness(period: $period) { merchantId signIns activeDays mostActiveEmployees } } }`,
  walletActivity: `query ${P} { analytics { walletActivity(period: $period) { day walletOpens offersTaken redemptions } } }`,
  retention: `query { analytics { retention { cohort customers months } } }`,
};
const BUSINESS_QUERIES = [
  'overview',
  'series',
  'topOffers',
  'topProducts',
  'heatmap',
  'lowStock',
  'actionQueue',
];

async function timed(client: pg.Client, label: string, text: string, values: unknown[]) {
  const started = performance.now();
  await client.query(text, values);
  const ms = performance.now() - started;
  console.log(`  ${label.padEnd(44)} ${ms.toFixed(0).padStart(8)} ms`);
}

async function seed(client: pg.Client, aroma: string) {
  const now = Date.now();
  await client.query('set session_replication_role = replica');
  await timed(
    client,
    `${BUSINESSES - 1} more businesses`,
    `insert into merchants (name, company_name, company_legal_name)
     select 'Bench business ' || g, 'Bench business ' || g, 'Bench business ' || g || ' Ltd'
     from generate_series(2, $1) g`,
    [BUSINESSES],
  );
  await client.query(
    `create temp table bench_merchants as
     select row_number() over (order by (id <> $1), created_at, id) - 1 as n, id from merchants
     where not is_provider and (id = $1 or name like 'Bench business %')`,
    [aroma],
  );
  await client.query(`create temp table bench_employees as
    select row_number() over (order by id) - 1 as n, id from employees`);
  await timed(
    client,
    `${PRODUCTS_PER_BUSINESS} products per business`,
    `insert into products (merchant_id, name, category, price, stock_quantity, status, sku)
     select m.id, 'Analytics product ' || g, 'coffee', 100 + g * 37, g % 9, 'active', 'AB-' || m.n || '-' || g
     from bench_merchants m, generate_series(1, $1) g`,
    [PRODUCTS_PER_BUSINESS],
  );
  await timed(
    client,
    `${OFFERS_PER_BUSINESS} offers per business`,
    `insert into offers (merchant_id, product_id, title, retail_price, status, valid_from, valid_until)
     select m.id, (select p.id from products p where p.merchant_id = m.id and p.name = 'Analytics product ' || g),
       'Analytics offer ' || g, 200 + g * 50, 'approved', now() - interval '400 days', now() + interval '400 days'
     from bench_merchants m, generate_series(1, $1) g`,
    [OFFERS_PER_BUSINESS],
  );
  await client.query(`create temp table bench_offers as
    select row_number() over (order by o.id) - 1 as n, o.id, o.merchant_id, o.retail_price, o.product_id
    from offers o join bench_merchants m on m.id = o.merchant_id`);
  await client.query('create index on bench_offers (n)');
  await timed(
    client,
    `${CUSTOMERS.toLocaleString('en')} customers`,
    `insert into customers (first_name, last_name, email, wallet_key_hash)
     select 'Bench', 'Customer ' || g, 'bench-' || g || '@example.test', md5('bench-wallet-' || g)
     from generate_series(1, $1) g`,
    [CUSTOMERS],
  );
  await client.query(`create temp table bench_customers as
    select row_number() over (order by id) - 1 as n, id from customers where email like 'bench-%'`);
  await client.query('create index on bench_customers (n)');
  const offers = BUSINESSES * OFFERS_PER_BUSINESS;
  // Coupon g: offer g mod offers, customer (k·3501 + 7r) mod customers — distinct pairs.
  await timed(
    client,
    `${(REDEMPTIONS + UNREDEEMED).toLocaleString('en')} coupons`,
    `insert into coupons (offer_id, customer_id, merchant_id, name, retail_price, redeemed, expires_at, created_at)
     select o.id, c.id, o.merchant_id, 'Bench', o.retail_price, g <= $3, now() + interval '30 days',
       to_timestamp($4 / 1000.0) - (((g * 2654435761::bigint) % 31536000000) / 1000.0) * interval '1 second'
     from generate_series(1, $1) g
     join bench_offers o on o.n = g % $2
     join bench_customers c on c.n = ((g / $2) * 3501 + 7 * (g % $2)) % $5`,
    [REDEMPTIONS + UNREDEEMED, offers, REDEMPTIONS, now, CUSTOMERS],
  );
  await timed(
    client,
    `${REDEMPTIONS.toLocaleString('en')} redemption sales`,
    `insert into sales (merchant_id, coupon_id, customer_id, amount, currency, kind, created_at)
     select merchant_id, id, customer_id, retail_price, currency, 'redemption',
       least(created_at + ((hashtext(id::text) & 2147483647) % 172800) * interval '1 second', now())
     from coupons where redeemed and name = 'Bench'`,
    [],
  );
  await timed(
    client,
    `${COUNTER.toLocaleString('en')} counter sales with a line`,
    `with s as (
       insert into sales (merchant_id, amount, currency, kind, payment_method, created_at)
       select m.id, 100 + (g::bigint * 7919) % 20000, 'EUR', 'counter',
         (array['Cash','Bank Transfer','Stripe','Credit Card'])[1 + g % 4],
         to_timestamp($3 / 1000.0) - (((g * 2246822519::bigint) % 31536000000) / 1000.0) * interval '1 second'
       from generate_series(1, $1) g join bench_merchants m on m.n = g % $2
       returning id, merchant_id, amount)
     insert into sale_lines (sale_id, merchant_id, product_id, description, quantity, unit_amount, amount, position)
     select s.id, s.merchant_id, p.id, 'Item', 1, s.amount, s.amount, 0
     from s join lateral (select id from products where merchant_id = s.merchant_id
       and name = 'Analytics product ' || (1 + (hashtext(s.id::text) & 15)) limit 1) p on true`,
    [COUNTER, BUSINESSES, now],
  );
  await timed(
    client,
    `${REFUNDS.toLocaleString('en')} refunds`,
    `insert into sales (merchant_id, amount, currency, kind, payment_method, refund_of, reason, created_at)
     select merchant_id, -least(amount, 500), currency, 'refund', payment_method, id, 'Bench',
       least(created_at + interval '1 day', now())
     from sales where kind = 'counter' and payment_method is not null order by id limit $1`,
    [REFUNDS],
  );
  await timed(
    client,
    `${SCANS.toLocaleString('en')} scans`,
    `insert into scans (merchant_id, employee_id, outcome, created_at)
     select m.id, e.id, (array['COUPON_REDEEMED','COUPON_REDEEMED','ALREADY_REDEEMED','EXPIRED_TOKEN'])[1 + g % 4],
       to_timestamp($3 / 1000.0) - (((g * 3266489917::bigint) % 31536000000) / 1000.0) * interval '1 second'
     from generate_series(1, $1) g join bench_merchants m on m.n = g % $2
     join bench_employees e on e.n = g % (select count(*) from bench_employees)`,
    [SCANS, BUSINESSES, now],
  );
  await timed(
    client,
    'wallet opens (a customer on a day)',
    `insert into wallet_opens (customer_id, day)
     select c.id, current_date - (c.n % 365)::int from bench_customers c on conflict do nothing`,
    [],
  );
  await client.query('set session_replication_role = origin');
  await timed(client, 'analytics_rebuild(): every rollup', 'select analytics_rebuild()', []);
  await timed(client, 'vacuum analyze', 'vacuum analyze', []);
  const counts = await client.query(`select (select count(*) from sales) as sales,
    (select count(*) from scans) as scans, (select count(*) from coupons) as coupons,
    (select count(distinct merchant_id) from sales) as businesses,
    (select count(*) from analytics_daily) as daily_rows, (select count(*) from analytics_hourly) as hourly_rows,
    (select count(*) from analytics_offer_daily) as offer_rows`);
  console.log(`  rows: ${JSON.stringify(counts.rows[0])}`);
}

// The same headline figures computed from the raw rows, for comparison of time and value.
const RAW: Record<string, { text: string; platform: boolean }> = {
  'overview from raw sales and coupons': {
    platform: false,
    text: `select
      (select count(*) filter (where kind = 'redemption') from sales s where s.merchant_id = $1
         and (s.created_at at time zone 'Europe/Nicosia')::date between $2 and $3) as redemptions,
      (select coalesce(sum(amount) filter (where kind = 'redemption'), 0) from sales s where s.merchant_id = $1
         and (s.created_at at time zone 'Europe/Nicosia')::date between $2 and $3) as redeemed_value,
      (select coalesce(sum(amount), 0) from sales s where s.merchant_id = $1
         and (s.created_at at time zone 'Europe/Nicosia')::date between $2 and $3) as gross,
      (select count(*) from coupons c where c.merchant_id = $1
         and (c.created_at at time zone 'Europe/Nicosia')::date between $2 and $3) as coupons`,
  },
  'platformOverview from raw sales and coupons': {
    platform: true,
    text: `select
      (select count(*) filter (where kind = 'redemption') from sales s
         where (s.created_at at time zone 'Europe/Nicosia')::date between $1 and $2) as redemptions,
      (select coalesce(sum(amount) filter (where kind = 'redemption'), 0) from sales s
         where (s.created_at at time zone 'Europe/Nicosia')::date between $1 and $2) as redeemed_value,
      (select coalesce(sum(amount), 0) from sales s
         where (s.created_at at time zone 'Europe/Nicosia')::date between $1 and $2) as gross,
      (select count(*) from coupons c
         where (c.created_at at time zone 'Europe/Nicosia')::date between $1 and $2) as coupons`,
  },
  'heatmap from raw sales': {
    platform: false,
    text: `select extract(isodow from l)::int as weekday, extract(hour from l)::int as hour, count(*)
      from (select s.created_at at time zone 'Europe/Nicosia' as l from sales s
            where s.merchant_id = $1 and s.kind = 'redemption') x
      where l::date between $2 and $3 group by 1, 2`,
  },
  'topMerchants from raw sales': {
    platform: true,
    text: `select merchant_id, count(*), sum(amount) from sales s where kind = 'redemption'
      and (s.created_at at time zone 'Europe/Nicosia')::date between $1 and $2
      group by merchant_id order by 3 desc limit 10`,
  },
};

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function analyticsBench(url: string, databaseUrl: string): Promise<void> {
  const exec = await session(url, 'exec@demo.test', 'Aroma Cafe');
  const admin = await session(url, 'admin@demo.test', 'Demo Provider');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    console.log(
      `\nAnalytics: seeding ${SALES.toLocaleString('en')} sales and ${SCANS.toLocaleString('en')} scans over a year across ${BUSINESSES} businesses`,
    );
    await seed(client, exec.merchantId);
    const today = todayIn('Europe/Nicosia');
    const period = presetRange('last30Days', today);
    const year = presetRange('thisYear', today);
    const tokenOf = (name: string) => (BUSINESS_QUERIES.includes(name) ? exec.token : admin.token);

    // The same figure both ways: redemptions and redeemed value of the period.
    const platform = await gql<{
      analytics: {
        platformOverview: {
          redemptions: { value: number };
          redeemedValueMinor: { value: number };
        }[];
      };
    }>(url, QUERIES.platformOverview!, { period }, { authorization: `Bearer ${admin.token}` });
    const raw = await client.query(RAW['platformOverview from raw sales and coupons']!.text, [
      period.from,
      period.to,
    ]);
    const rollup = platform.analytics.platformOverview[0]!;
    console.log(
      `  last 30 days, platform: rollups ${rollup.redemptions.value} redemptions / ${rollup.redeemedValueMinor.value} minor; raw rows ${raw.rows[0].redemptions} / ${raw.rows[0].redeemed_value}`,
    );

    for (const [label, range] of [
      ['Last 30 days', period],
      ['This year', year],
    ] as const) {
      for (const connections of [1, CONNECTIONS]) {
        const rows: LoadResult[] = [];
        for (const [name, query] of Object.entries(QUERIES)) {
          if (label === 'This year' && !query.includes('$period')) continue;
          rows.push(
            await load(name, {
              url: `${url}/graphql`,
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${tokenOf(name)}`,
              },
              body: JSON.stringify({ query, variables: { period: range } }),
              connections,
            }),
          );
        }
        printTable(
          `Dashboard queries (rollups), ${label} (${range.from}..${range.to}), on PostgreSQL`,
          rows,
          undefined,
          connections,
        );
        if (connections === 1)
          console.log(
            `  worst p99 with one client: ${Math.max(...rows.map((r) => r.p99))} ms (goal ≤ 20 ms)`,
          );
      }
      console.log(`\nThe same figures from the raw rows by SQL, ${label} (one client, 5 runs)`);
      console.log('  query                                          p50 ms   max ms');
      for (const [name, { text, platform: all }] of Object.entries(RAW)) {
        const times: number[] = [];
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          await client.query(
            text,
            all ? [range.from, range.to] : [exec.merchantId, range.from, range.to],
          );
          times.push(performance.now() - started);
        }
        console.log(
          `  ${name.padEnd(46)} ${percentile(times, 50).toFixed(0).padStart(6)} ${Math.max(...times)
            .toFixed(0)
            .padStart(8)}`,
        );
      }
    }
  } finally {
    await client.end();
  }
}
