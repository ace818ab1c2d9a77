import type pg from 'pg';
import { encodeCursor } from '../apps/server/src/graphql/pagination';
import {
  type LoadResult,
  type Outcome,
  CONNECTIONS,
  graphqlScenarios,
  listScenarios,
  load,
  printTable,
} from './load';
import { cursorAfter20000, timedLoad, benchAs } from './bench-database';
import { expectFullPage } from './graphql-client';

// The fields the affiliate pages ask for.
const COMMISSIONS = `query ($filter: CommissionFilter, $after: String) { affiliate { commissions(filter: $filter, after: $after) {
  items { _id affiliateId affiliateName saleId merchantId businessName scope level currency baseMinor rateBp fixedMinor amountMinor reverses status approvableAt payoutId createdAt }
  endCursor hasNextPage } } }`;
const TOTALS = `query ($filter: CommissionFilter) { affiliate { commissionTotals(filter: $filter) {
  status currency count totalMinor } } }`;
const PAYOUTS = `query ($affiliateId: ID, $after: String) { affiliate { payouts(affiliateId: $affiliateId, after: $after) {
  items { _id affiliateId affiliateName currency periodFrom periodTo totalMinor status method reference paidAt createdAt commissionCount }
  endCursor hasNextPage } } }`;
const AFFILIATES = `query ($filter: AffiliateFilter, $after: String) { affiliate { list(filter: $filter, after: $after) {
  items { _id kind name email code status parentId parentName referredBusinesses referredCustomers earnedMinor paidMinor createdAt }
  endCursor hasNextPage } } }`;

const AFFILIATES_COUNT = 100_000;
const COMMISSIONS_COUNT = 100_000;
const PAYOUTS_COUNT = 100_000;
// The affiliates who earn: a few hundred of the network bring nearly all its sales.
const EARNERS = 300;
// The businesses a programme at scale earns on, one commission each: the totals' widest spread.
const SPREAD_BUSINESSES = 100_000;
// The payouts CSV export holds the newest 1,000.
const EXPORT_ROWS = 1_000;

const FIRST_NAMES = ['Maria', 'Nikos', 'Eleni', 'Giorgos', 'Anna', 'Kostas', 'Sofia', 'Dimitris'];
const LAST_NAMES = ['Papadopoulou', 'Georgiou', 'Nikolaou', 'Ioannou', 'Vlachou', 'Markou'];

/**
 * 100,000 affiliates joined over two years (most active); 100,000 commissions of the first 300
 * over the same two years (mixed statuses, across the demo's businesses, those with staff: not
 * the businesses other parts of the bench load) and 100,000 payouts of
 * theirs. Loaded with triggers off (the totals' rollup rebuilt after): the commissions' sales are
 * stand-in ids, since no list reads the sale itself.
 */
export async function seedAffiliates(client: pg.Client) {
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into affiliates (kind, name, email, code, status, created_at)
     select (array['person', 'business'])[1 + g % 2],
       ($2::text[])[1 + g % cardinality($2::text[])] || ' ' || ($3::text[])[1 + (g / 8) % cardinality($3::text[])] || ' ' || g,
       'affiliate' || g || '@bench.test', 'BENCH' || g,
       (array['active', 'active', 'active', 'active', 'active', 'active', 'pending', 'pending', 'suspended', 'active'])[1 + g % 10],
       timestamptz '2024-12-01 08:00+00' + g * interval '10 minutes'
     from generate_series(1, $1) g`,
    [AFFILIATES_COUNT, FIRST_NAMES, LAST_NAMES],
  );
  await client.query(
    `with af as (select array_agg(id order by code) as a from (select id, code from affiliates
         where email like '%@bench.test' order by code limit $2) x),
       me as (select array_agg(m.id order by m.name) as a from merchants m
         where exists (select 1 from memberships s where s.merchant_id = m.id))
     insert into commissions (affiliate_id, sale_id, merchant_id, scope, level, currency, base_minor,
       rate_bp, fixed_minor, amount_minor, status, approvable_at, created_at)
     select af.a[1 + g % cardinality(af.a)], gen_random_uuid(), me.a[1 + g % cardinality(me.a)],
       (array['business', 'customer'])[1 + g % 2], 1 + (g % 5 = 0)::int, 'EUR',
       250 + (g * 7919) % 5000, 1000, 0, (250 + (g * 7919) % 5000) / 10,
       (array['paid', 'paid', 'paid', 'paid', 'paid', 'approved', 'approved', 'pending', 'pending', 'rejected'])[1 + g % 10],
       timestamptz '2024-12-01 08:00+00' + g * interval '10 minutes' + interval '14 days',
       timestamptz '2024-12-01 08:00+00' + g * interval '10 minutes'
     from generate_series(1, $1) g, af, me`,
    [COMMISSIONS_COUNT, EARNERS],
  );
  await client.query(
    `with af as (select array_agg(id order by code) as a from (select id, code from affiliates
         where email like '%@bench.test' order by code limit $2) x)
     insert into affiliate_payouts (affiliate_id, currency, period_from, period_to, total_minor,
       status, method, reference, paid_at, created_at)
     select af.a[1 + g % cardinality(af.a)], 'EUR', d::date - 30, d::date, 1000 + g % 9000,
       case when g % 20 = 0 then 'approved' else 'paid' end,
       case when g % 20 = 0 then null else 'Bank transfer' end, 'BENCH-' || g,
       case when g % 20 = 0 then null else d + interval '1 day' end, d
     from generate_series(1, $1) g, af,
       lateral (select timestamptz '2024-12-01 08:00+00' + g * interval '10 minutes' as d) t`,
    [PAYOUTS_COUNT, EARNERS],
  );
  await client.query('set session_replication_role = origin');
  await client.query('select commission_totals_rebuild()');
  await client.query(
    'vacuum analyze affiliates, commissions, affiliate_payouts, commission_totals_daily, commission_totals_provider_daily',
  );
}

/**
 * 100,000 more businesses, each with one commission of an earner over the same two years: the
 * totals of every business then sum a row per business and day in the per-business rollup. Loaded
 * with triggers off and the rollups rebuilt after, as seedAffiliates does.
 */
export async function seedSpreadCommissions(client: pg.Client) {
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into merchants (name, company_name, company_legal_name)
     select 'Affiliate bench business ' || g, 'Affiliate bench company ' || g,
       'Affiliate bench company ' || g || ' Ltd'
     from generate_series(1, $1) g`,
    [SPREAD_BUSINESSES],
  );
  await client.query(
    `with af as (select array_agg(id order by code) as a from (select id, code from affiliates
         where email like '%@bench.test' order by code limit $1) x)
     insert into commissions (affiliate_id, sale_id, merchant_id, scope, level, currency, base_minor,
       rate_bp, fixed_minor, amount_minor, status, approvable_at, created_at)
     select af.a[1 + m.n % cardinality(af.a)], gen_random_uuid(), m.id, 'business', 1, 'EUR',
       250 + (m.n * 7919) % 5000, 1000, 0, (250 + (m.n * 7919) % 5000) / 10,
       (array['paid', 'paid', 'paid', 'paid', 'paid', 'approved', 'approved', 'pending', 'pending', 'rejected'])[1 + m.n % 10],
       timestamptz '2024-12-01 08:00+00' + m.n * interval '10 minutes' + interval '14 days',
       timestamptz '2024-12-01 08:00+00' + m.n * interval '10 minutes'
     from (select id, row_number() over (order by id) as n from merchants
       where name like 'Affiliate bench business %') m, af`,
    [EARNERS],
  );
  await client.query('set session_replication_role = origin');
  await client.query('select commission_totals_rebuild()');
  await client.query(
    'vacuum analyze merchants, commissions, commission_totals_daily, commission_totals_provider_daily',
  );
}

/**
 * The payouts CSV export, of every affiliate and of one, with one client and with CONNECTIONS: an
 * answer counts only when it is a 200 holding the header and every expected row.
 */
async function payoutExportScenarios(
  url: string,
  token: string,
  client: pg.Client,
  affiliateId: string,
): Promise<LoadResult[]> {
  const { rows } = await client.query<{ n: number }>(
    `select least(count(*), $2)::int as n from affiliate_payouts where affiliate_id = $1`,
    [affiliateId, EXPORT_ROWS],
  );
  const scenarios: [string, string, number][] = [
    ['every affiliate', '', EXPORT_ROWS],
    ['one affiliate', `?affiliateId=${affiliateId}`, rows[0]!.n],
  ];
  const oneClient: LoadResult[] = [];
  for (const connections of [1, CONNECTIONS]) {
    const results: LoadResult[] = [];
    for (const [name, query, expected] of scenarios) {
      const outcome: Outcome = (status, body) => {
        if (status !== 200) return `HTTP ${status}`;
        const lines = body.split('\r\n').length - 2;
        return lines === expected ? null : `${lines} rows, not ${expected}`;
      };
      results.push(
        await load(
          name,
          {
            url: `${url}/exports/affiliate-payouts.csv${query}`,
            headers: { authorization: `Bearer ${token}` },
            connections,
          },
          outcome,
        ),
      );
    }
    printTable(
      `Payouts CSV export (the newest ${EXPORT_ROWS.toLocaleString('en')}) at ${PAYOUTS_COUNT.toLocaleString('en')} payouts`,
      results,
      undefined,
      connections,
    );
    if (connections === 1) oneClient.push(...results);
  }
  return oneClient;
}

/**
 * The provider's affiliate pages at 100,000 affiliates, commissions and payouts: the commissions
 * list and its totals, the payouts and their CSV export, the affiliates list; last, the totals
 * again with commissions spread over 100,000 more businesses.
 */
export async function affiliateBench(
  url: string,
  databaseUrl: string,
  historyFirstPage: LoadResult | null,
): Promise<void> {
  await benchAs(
    url,
    databaseUrl,
    'admin@demo.test',
    async (admin, client) => {
      await timedLoad(
        `${AFFILIATES_COUNT.toLocaleString('en')} affiliates, ${COMMISSIONS_COUNT.toLocaleString('en')} commissions and ${PAYOUTS_COUNT.toLocaleString('en')} payouts`,
        () => seedAffiliates(client),
      );
      const earner = (
        await client.query<{ id: string }>(
          `select id from affiliates where email like '%@bench.test' order by code offset 7 limit 1`,
        )
      ).rows[0]!.id;
      const after = await cursorAfter20000(client, 'commissions', 'created_at', null);
      const payoutsAfter = await cursorAfter20000(client, 'affiliate_payouts', 'created_at', null);
      const byName = await client.query<{ name: string; id: string }>(
        `select name, id::text from affiliates order by name, id offset 20000 limit 1`,
      );
      const affiliatesAfter = encodeCursor([byName.rows[0]!.name, byName.rows[0]!.id]);
      // The second page of the common name's search, as Load more asks for it.
      const twentiethMaria = await client.query<{ name: string; id: string }>(
        `select name, id::text from affiliates
          where name ilike '%maria%' or email ilike '%maria%' or code ilike '%maria%'
          order by name, id offset 19 limit 1`,
      );
      const mariaAfter = encodeCursor([twentiethMaria.rows[0]!.name, twentiethMaria.rows[0]!.id]);
      await expectFullPage(url, admin.token, COMMISSIONS, { after }, 'deep commissions page');
      await expectFullPage(
        url,
        admin.token,
        AFFILIATES,
        { after: affiliatesAfter },
        'deep affiliates page',
      );
      await expectFullPage(url, admin.token, PAYOUTS, { after: payoutsAfter }, 'deep payouts page');
      await expectFullPage(
        url,
        admin.token,
        AFFILIATES,
        { filter: { search: 'maria' }, after: mariaAfter },
        'second page of a common name',
      );
      const period = { from: '2025-03-01', to: '2025-09-30' };
      const filters: [string, Record<string, unknown>][] = [
        ['first page', {}],
        ['approved', { filter: { status: 'approved' } }],
        ['one affiliate', { filter: { affiliateId: earner } }],
        ['one business, 7 months', { filter: { merchantId: admin.merchantId, ...period } }],
      ];
      await listScenarios(
        `Commissions at ${COMMISSIONS_COUNT.toLocaleString('en')} on PostgreSQL`,
        url,
        admin.token,
        COMMISSIONS,
        [...filters, ['page after row 20,000', { after }]],
        historyFirstPage,
      );
      const totals = await graphqlScenarios(
        'Commission totals of the same filters (the page asks for them beside the list)',
        url,
        admin.token,
        TOTALS,
        filters,
      );
      console.log(
        `  worst p99 with one client: totals ${Math.max(...totals.one.map((r) => r.p99))} ms (goal ≤ 20 ms)`,
      );
      await listScenarios(
        `Payouts at ${PAYOUTS_COUNT.toLocaleString('en')} on PostgreSQL`,
        url,
        admin.token,
        PAYOUTS,
        [
          ['first page', {}],
          ['one affiliate', { affiliateId: earner }],
          ['page after row 20,000', { after: payoutsAfter }],
        ],
        historyFirstPage,
      );
      const exports = await payoutExportScenarios(url, admin.token, client, earner);
      console.log(
        `  worst p99 with one client: payouts export ${Math.max(...exports.map((r) => r.p99))} ms`,
      );
      await listScenarios(
        `Affiliates at ${AFFILIATES_COUNT.toLocaleString('en')} on PostgreSQL`,
        url,
        admin.token,
        AFFILIATES,
        [
          ['first page', {}],
          ['pending', { filter: { status: 'pending' } }],
          ['page after row 20,000', { after: affiliatesAfter }],
          ['search a name', { filter: { search: 'Papadopoulou 471' } }],
          ['search a common name', { filter: { search: 'maria' } }],
          ['common name, page 2', { filter: { search: 'maria' }, after: mariaAfter }],
          ['search an email', { filter: { search: 'affiliate4711@' } }],
        ],
        historyFirstPage,
      );
      // Last, since it adds businesses and commissions the scenarios above do not expect.
      await timedLoad(
        `${SPREAD_BUSINESSES.toLocaleString('en')} more businesses with a commission each`,
        () => seedSpreadCommissions(client),
      );
      const spread = await graphqlScenarios(
        `Commission totals across ${SPREAD_BUSINESSES.toLocaleString('en')} more businesses`,
        url,
        admin.token,
        TOTALS,
        filters,
      );
      console.log(
        `  worst p99 with one client: totals across businesses ${Math.max(...spread.one.map((r) => r.p99))} ms (goal ≤ 20 ms)`,
      );
    },
    'Demo Provider',
  );
}
