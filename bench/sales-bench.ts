import type pg from 'pg';
import { graphqlScenarios, printRatioToHistory, type LoadResult } from './load';
import { cursorAfter20000, timedLoad, benchAs } from './bench-database';
import { expectFullPage } from './graphql-client';

// The sales page asks for a page of sales and the totals of the same filter at once.
const LIST = `query ($filter: SaleFilter, $after: String) { sale { list(filter: $filter, after: $after) {
  items { _id kind amountMinor paymentMethod customer { name } employeeName offerTitle refundedMinor invoiceNumber createdAt lines { description amountMinor } }
  totalCount totalCountIsExact endCursor hasNextPage } } }`;
const TOTALS = `query ($filter: SaleFilter) { sale { totals(filter: $filter) {
  currency count grossMinor byPaymentMethod { paymentMethod count grossMinor } } } }`;
const SALES = 100_000;

/**
 * 100,000 counter sales of one business over two years, one every ten minutes, each with a line;
 * every fiftieth refunded in part. Loaded with triggers off and the rollups then filled by
 * analytics_rebuild(), as the analytics bench does: through the triggers, row by row, the load
 * took 338 s here, the rebuild about one.
 */
export async function seedSales(client: pg.Client, merchantId: string) {
  await client.query('set session_replication_role = replica');
  await client.query(
    `with st as (select array_agg(id order by name) as a from stores where merchant_id = $1),
       cu as (select array_agg(id) as a from (select id from customers order by email limit 4) x),
       em as (select array_agg(employee_id order by employee_id) as a from memberships where merchant_id = $1)
     insert into sales (merchant_id, kind, amount, currency, payment_method, store_id, customer_id,
       employee_id, created_at)
     select $1, 'counter', 250 + (g * 7919) % 5000, 'EUR',
       (array['Cash', 'Credit Card', 'Credit Card', 'Bank Transfer'])[1 + g % 4],
       st.a[1 + g % cardinality(st.a)],
       case when g % 3 = 0 then cu.a[1 + g % cardinality(cu.a)] end,
       em.a[1 + g % cardinality(em.a)],
       timestamptz '2024-12-01 08:00+00' + g * interval '10 minutes'
     from generate_series(1, $2) g, st, cu, em`,
    [merchantId, SALES],
  );
  await client.query(
    `insert into sale_lines (sale_id, merchant_id, position, description, quantity, unit_amount, amount)
     select id, merchant_id, 1, 'Bench item ' || (abs(hashtext(id::text)) % 500), 1, amount, amount
     from sales where merchant_id = $1 and kind = 'counter' and created_at >= '2024-12-01'`,
    [merchantId],
  );
  await client.query(
    `insert into sales (merchant_id, kind, amount, currency, payment_method, refund_of, reason, created_at)
     select merchant_id, 'refund', -(amount / 2), currency, payment_method, id, 'Bench refund',
       created_at + interval '1 hour'
     from (select *, row_number() over (order by created_at) as n from sales
       where merchant_id = $1 and kind = 'counter' and created_at >= '2024-12-01') s
     where n % 50 = 0`,
    [merchantId],
  );
  await client.query('set session_replication_role = origin');
  await client.query('select analytics_rebuild()');
  await client.query('vacuum analyze sales, sale_lines, analytics_sales_daily');
}

/** The sales list and its totals at 100,000 sales of one business. */
export async function salesBench(
  url: string,
  databaseUrl: string,
  historyFirstPage: LoadResult | null,
): Promise<void> {
  await benchAs(url, databaseUrl, 'exec@demo.test', async (exec, client) => {
    await timedLoad(`${SALES.toLocaleString('en')} sales`, () =>
      seedSales(client, exec.merchantId),
    );
    const after = await cursorAfter20000(client, 'sales', 'created_at', exec.merchantId);
    await expectFullPage(url, exec.token, LIST, { after }, 'deep sales page');
    const period = { from: '2025-03-01', to: '2025-09-30' };
    const scenarios: [string, Record<string, unknown>][] = [
      ['first page', {}],
      ['credit card, 7 months', { filter: { ...period, paymentMethod: 'Credit Card' } }],
      ['page after row 20,000', { after }],
      ['refunds', { filter: { kind: 'refund' } }],
      ['search an item', { filter: { search: 'Bench item 123' } }],
    ];
    const { one, many } = await graphqlScenarios(
      `Sales list at ${SALES.toLocaleString('en')} sales of one business on PostgreSQL (with totalCount, exact up to 1,000)`,
      url,
      exec.token,
      LIST,
      scenarios,
    );
    const totals = await graphqlScenarios(
      'Sales totals of the same filters (the page asks for them beside the list)',
      url,
      exec.token,
      TOTALS,
      scenarios.filter(([name]) => name !== 'page after row 20,000'),
    );
    console.log(
      `  worst p99 with one client: list ${Math.max(...one.map((r) => r.p99))} ms, totals ${Math.max(...totals.one.map((r) => r.p99))} ms (goal ≤ 20 ms)`,
    );
    printRatioToHistory(many[0]!, historyFirstPage);
  });
}
