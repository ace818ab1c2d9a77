import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type autocannon from 'autocannon';
import type pg from 'pg';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  load,
  median,
  printTable,
  ROUNDS,
  listScenarios,
} from './load';
import type { LoadResult, Outcome } from './load';
import { timedLoad, benchAs } from './bench-database';
import { expectFullPage } from './graphql-client';
import { encodeCursor } from '../apps/server/src/graphql/pagination';

// The invoices list at 100,000 invoices of one business, and posting throughput beside
// pgbench running the numbering statement alone. Posting takes the (business, series, year)
// counter row in its transaction, so 32 clients posting queue on that one row: pgbench on the
// same statement is the ceiling, and the ratio says how much of it the whole posting keeps.

const INVOICES = 100_000;
// Enough drafts for every round's warm-up and measured seconds at well over 1,000 postings/s.
const DRAFTS = 40_000;

const LIST = `query ($filter: InvoiceFilter, $after: String) { accounting { list(filter: $filter, after: $after) {
  items { _id number status paymentStatus overdue totalMinor recipient { name } } totalCount totalCountIsExact endCursor hasNextPage } } }`;
const PAYMENTS = `query ($filter: PaymentFilter) { accounting { payments(filter: $filter) {
  items { _id amountMinor invoiceNumber } totalCount totalCountIsExact endCursor hasNextPage } } }`;
const POST = `mutation ($id: ID!) { accounting { post(id: $id) { success messageCode invoice { number } } } }`;

// The posting's numbering statement, as takeNumber sends it, on a series of its own.
const NUMBERING_SQL = `insert into document_counters (merchant_id, series, year, last)
values (:merchant, 'BENCH', 2026, 1)
on conflict (merchant_id, series, year) do update set last = document_counters.last + 1
returning last;
`;

const posted: Outcome = (status, body) => {
  if (status !== 200) return `HTTP ${status}`;
  if (body.includes('"errors"')) return 'GraphQL error';
  if (!body.includes('"success":true')) return /"messageCode":"([A-Z_]+)"/.exec(body)?.[1] ?? '?';
  return /"number":"INV-\d{4}-\d{6}"/.test(body) ? null : 'no number';
};

export async function seedInvoices(client: pg.Client, merchantId: string) {
  const { rows } = await client.query<{
    issuer: unknown;
    recipient: unknown;
    recipient_customer_id: string;
    currency: string;
  }>(
    `select issuer, recipient, recipient_customer_id, currency from invoices
      where merchant_id = $1 and kind = 'invoice' and status = 'posted' and recipient_customer_id is not null
      limit 1`,
    [merchantId],
  );
  const model = rows[0];
  if (!model) throw new Error('the demo data has no posted invoice of Aroma Cafe to copy');
  await client.query(
    `create temp table bench_invoices as
     select gen_random_uuid() as id, g,
       timestamptz '2025-01-01 08:00+00' + g * interval '5 minutes' as created_at,
       ((g * 7919) % 90 + 1) * 500 as unit_price
     from generate_series(1, $1) g`,
    [INVOICES],
  );
  await client.query(
    `insert into invoices (id, merchant_id, kind, status, recipient_customer_id, language, currency,
       issue_date, due_date, series, year, seq, number, issuer, recipient, subtotal, vat_total, total,
       posted_at, created_at, updated_at)
     select b.id, $1, 'invoice', 'posted', $2, 'en', $3, b.created_at::date, b.created_at::date + 30,
       'INV', 2025, b.g, 'INV-2025-' || lpad(b.g::text, 6, '0'), $4, $5, b.unit_price,
       b.unit_price * 19 / 100, b.unit_price + b.unit_price * 19 / 100, b.created_at, b.created_at, b.created_at
     from bench_invoices b`,
    [merchantId, model.recipient_customer_id, model.currency, model.issuer, model.recipient],
  );
  // Triggers off for these lines only: they refuse lines added to a posted invoice, which is the
  // point of them, and this load writes finished documents directly. The invoices and payments
  // go in with triggers on, so that their settlements are kept as a posting and a payment keep them.
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into invoice_lines (invoice_id, position, description, quantity, unit_price, vat_rate, net, vat, total)
     select id, 1, 'Bench service ' || g, 1, unit_price, 1900, unit_price, unit_price * 19 / 100,
       unit_price + unit_price * 19 / 100
     from bench_invoices`,
  );
  await client.query('set session_replication_role = origin');
  // A third paid in full, a third in part, a third not at all.
  await client.query(
    `insert into invoice_payments (invoice_id, merchant_id, amount, method, paid_on, created_at)
     select id, $1, case when g % 3 = 0 then unit_price + unit_price * 19 / 100 else unit_price / 2 end,
       'Bank Transfer', created_at::date + 10, created_at + interval '10 days'
     from bench_invoices where g % 3 <> 2`,
    [merchantId],
  );
  await client.query(
    `insert into document_counters (merchant_id, series, year, last) values ($1, 'INV', 2025, $2)
     on conflict (merchant_id, series, year) do update set last = excluded.last`,
    [merchantId, INVOICES],
  );
  await client.query(
    `insert into invoices (merchant_id, kind, status, recipient_customer_id, language, currency, notes)
     select $1, 'invoice', 'draft', $2, 'en', $3, 'Bench draft ' || g from generate_series(1, $4) g`,
    [merchantId, model.recipient_customer_id, model.currency, DRAFTS],
  );
  await client.query(
    `insert into invoice_lines (invoice_id, position, description, quantity, unit_price, vat_rate, net, vat, total)
     select id, 1, 'Bench posting', 2, 1250, 1900, 2500, 475, 2975
     from invoices where merchant_id = $1 and status = 'draft' and notes like 'Bench draft %'`,
    [merchantId],
  );
  await client.query(
    'vacuum analyze invoices, invoice_lines, invoice_payments, invoice_settlements, customers',
  );
}

async function listBench(
  url: string,
  token: string,
  client: pg.Client,
  merchantId: string,
  historyFirstPage: LoadResult | null,
) {
  const deep = await client.query<{ sort_at: string; id: string }>(
    `select created_at::text as sort_at, id::text from invoices
      where merchant_id = $1 and kind = 'invoice' and status = 'posted'
      order by created_at desc, id desc offset 20000 limit 1`,
    [merchantId],
  );
  const after = encodeCursor([deep.rows[0]!.sort_at, deep.rows[0]!.id]);
  const filter = {
    status: 'posted',
    paymentStatus: 'partially_paid',
    from: '2025-03-01',
    to: '2025-09-30',
  };
  await expectFullPage(
    url,
    token,
    LIST,
    { filter: { status: 'posted' }, after },
    'deep invoices page',
  );
  const scenarios: [string, Record<string, unknown>][] = [
    ['first page', {}],
    ['partially paid, 7 months', { filter }],
    ['posted, after row 20,000', { filter: { status: 'posted' }, after }],
    ['overdue', { filter: { overdue: true } }],
    ['search a number', { filter: { search: 'INV-2025-0421' } }],
  ];
  await listScenarios(
    `Invoices list at ${INVOICES.toLocaleString('en')} posted invoices of one business on PostgreSQL (with totalCount, exact up to 1,000)`,
    url,
    token,
    LIST,
    scenarios,
    historyFirstPage,
  );
}

// The payments list over the same invoices' 66,667 payments.
async function paymentsBench(url: string, token: string, historyFirstPage: LoadResult | null) {
  await listScenarios(
    'Payments list at 66,667 payments of one business on PostgreSQL (with totalCount, exact up to 1,000)',
    url,
    token,
    PAYMENTS,
    [
      ['first page', {}],
      ['paid in one month', { filter: { from: '2025-03-01', to: '2025-03-31' } }],
      ['standing only', { filter: { includeVoided: false } }],
      ['search a number', { filter: { search: 'INV-2025-0421' } }],
    ],
    historyFirstPage,
  );
}

const run = promisify(execFile);

/** pgbench with 32 clients on the numbering statement alone: committed transactions per second. */
async function numberingCeiling(databaseUrl: string, merchantId: string): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bo-bench-'));
  const script = join(dir, 'numbering.sql');
  writeFileSync(script, NUMBERING_SQL.replace(':merchant', `'${merchantId}'`));
  const { stdout } = await run('pgbench', [
    '--no-vacuum',
    `--client=${CONNECTIONS}`,
    '--jobs=2',
    `--time=${DURATION_SECONDS}`,
    `--file=${script}`,
    databaseUrl,
  ]);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!tps) throw new Error(`pgbench answered no tps:\n${stdout}`);
  return Math.round(Number(tps[1]));
}

async function postingBench(
  url: string,
  token: string,
  databaseUrl: string,
  client: pg.Client,
  merchantId: string,
) {
  const { rows } = await client.query<{ id: string }>(
    `select id from invoices where merchant_id = $1 and status = 'draft' and notes like 'Bench draft %' order by id`,
    [merchantId],
  );
  const drafts = rows.map((r) => r.id);
  let next = 0;
  const request: autocannon.Request = {
    method: 'POST',
    setupRequest: (req) => ({
      ...req,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: POST, variables: { id: drafts[next++ % drafts.length] } }),
    }),
  };
  const postings: LoadResult[] = [];
  const ceilings: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    postings.push(
      await load('post a one-line draft', { url: `${url}/graphql`, requests: [request] }, posted),
    );
    ceilings.push(await numberingCeiling(databaseUrl, merchantId));
  }
  if (next > drafts.length) throw new Error('the posting bench ran out of drafts: raise DRAFTS');
  const posting = median(postings);
  const ceiling = [...ceilings].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
  printTable('Posting drafts (numbering and freezing; the PDF by a job) on PostgreSQL', [posting]);
  console.log(
    `  pgbench, ${CONNECTIONS} clients, the numbering statement alone: ${ceiling} tps (median of ${ROUNDS} rounds: ${ceilings.join(', ')})`,
  );
  console.log(
    `  posting keeps ${(posting.requestsPerSecond / ceiling).toFixed(2)}× of the numbering ceiling (${posting.requestsPerSecond} ÷ ${ceiling}; goal ≥ 0.5×)`,
  );
  // The posting's job renders each PDF after the answer (decision record 028): how long the
  // server's job workers take to catch up with every posting of the runs.
  const started = performance.now();
  for (;;) {
    const { rows: waiting } = await client.query<{ n: number }>(
      `select count(*)::int as n from invoices where merchant_id = $1 and status = 'posted' and pdf_sha256 is null
        and notes like 'Bench draft %'`,
      [merchantId],
    );
    if (waiting[0]!.n === 0) break;
    if (performance.now() - started > 900_000)
      throw new Error(`${waiting[0]!.n} posted invoices still have no PDF after 15 minutes`);
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(
    `  every posted invoice's PDF rendered and stored ${((performance.now() - started) / 1000).toFixed(1)} s after the last run`,
  );
  const numbers = await client.query<{ gaps: number; twins: number }>(
    `select (max(seq) - min(seq) + 1 - count(*))::int as gaps, (count(*) - count(distinct seq))::int as twins
       from invoices where merchant_id = $1 and series = 'INV' and year = extract(year from now())::int
        and status = 'posted'`,
    [merchantId],
  );
  console.log(
    `  numbers of this year's posted invoices: ${numbers.rows[0]!.gaps} gaps, ${numbers.rows[0]!.twins} twins`,
  );
}

export async function invoiceBench(
  url: string,
  databaseUrl: string,
  historyFirstPage: LoadResult | null,
): Promise<void> {
  await benchAs(url, databaseUrl, 'accountant@demo.test', async (accountant, client) => {
    await timedLoad(
      `${INVOICES.toLocaleString('en')} posted invoices and ${DRAFTS.toLocaleString('en')} drafts`,
      () => seedInvoices(client, accountant.merchantId),
    );
    await listBench(url, accountant.token, client, accountant.merchantId, historyFirstPage);
    await paymentsBench(url, accountant.token, historyFirstPage);
    await postingBench(url, accountant.token, databaseUrl, client, accountant.merchantId);
  });
}
