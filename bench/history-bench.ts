import type pg from 'pg';
import { load, printTable, type LoadResult } from './load';
import { gql } from './graphql-client';
import { encodeCursor } from '../apps/server/src/graphql/pagination';

const HISTORY = `query ($filter: ScanFilter!, $after: String) { scan { list(filter: $filter, after: $after) {
  items { id createdAt outcome couponName customerName employeeName } endCursor hasNextPage } } }`;
const HISTORY_ROWS = 1_000_000;

/** The scanner history at a million scan rows: first page, a deep page, a filtered page. */
export async function historyBench(
  url: string,
  client: pg.Client,
  merchantId: string,
  employeeId: string,
  token: string,
): Promise<LoadResult> {
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
    `select created_at::text as at, id::text from scans where merchant_id = $1 order by created_at desc, id desc offset 500000 limit 1`,
    [merchantId],
  );
  const cursor = encodeCursor([deep.rows[0].at, deep.rows[0].id]);
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
  return first;
}
