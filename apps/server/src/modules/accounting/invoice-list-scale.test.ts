import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { graphql } from '../../test/gql';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';
import { planOf } from '../../test/plan';
import type { InvoiceFilter } from '../../test/gql/graphql';

const LIST = graphql(`
  query InvoiceListScale($filter: InvoiceFilter, $after: String) {
    accounting {
      list(filter: $filter, after: $after, first: 20) {
        items {
          _id
          number
          paymentStatus
          overdue
          recipient {
            name
          }
          issuer {
            name
          }
        }
        totalCount
        totalCountIsExact
        endCursor
        hasNextPage
      }
    }
  }
`);

const PAYMENTS = graphql(`
  query PaymentListScale($filter: PaymentFilter) {
    accounting {
      payments(filter: $filter) {
        items {
          invoiceNumber
          reference
        }
        totalCount
      }
    }
  }
`);

const PAYMENT_PAGES = graphql(`
  query PaymentPagesScale($filter: PaymentFilter, $after: String) {
    accounting {
      payments(filter: $filter, first: 50, after: $after) {
        items {
          _id
        }
        totalCount
        endCursor
        hasNextPage
      }
    }
  }
`);

// Enough rows that reading the tables whole costs the planner more than an index does.
const ROWS = 20_000;
// Two days of the invoices below (one every five minutes): few enough to be counted exactly.
const RANGE = { from: '2024-01-10', to: '2024-01-11' };

// What a posted invoice's payment status is, worked out from its payments and credit notes
// themselves: what the settlements the list reads must always agree with.
const TRUTH = sql`
  select i.id, i.created_at,
    case when i.total > 0 and c.credited >= i.total then 'credited'
      when p.paid > 0 and p.paid >= i.total - c.credited then 'paid'
      when i.total <= 0 then 'paid'
      when p.paid > 0 then 'partially_paid'
      else 'not_paid' end as payment_status,
    i.due_date < current_date and i.total - c.credited - p.paid > 0 as overdue
  from invoices i
  cross join lateral (select coalesce(sum(amount), 0) as paid from invoice_payments
    where invoice_id = i.id and voided_at is null) p
  cross join lateral (select coalesce(sum(total), 0) as credited from invoices
    where credit_of = i.id and status = 'posted') c`;

describe.each(DATABASE_KINDS)('the invoices list at scale on %s', (kind) => {
  let h: Harness;
  let token: string;
  const list = async (filter: InvoiceFilter, after?: string | null) =>
    (await h.gql(LIST, { filter, after }, { token })).data!.accounting.list;
  const explain = (statement: ReturnType<typeof sql>) => planOf(h.database.db, statement);

  beforeAll(async () => {
    h = await createHarness(kind);
    token = (await signInTo(h, 'accountant@demo.test', h.merchants.aroma)).token;
    const { db } = h.database;
    const aroma = h.merchants.aroma;
    // Posted through the triggers, as a posting would: each invoice enters the settlements when
    // inserted posted; its payments, voids and credit notes then move it.
    await db.execute(sql`
      insert into invoices (merchant_id, kind, status, recipient_customer_id, currency, issue_date,
        due_date, series, year, seq, number, issuer, recipient, total, posted_at, created_at)
      select m.merchant_id, 'invoice', 'posted', m.recipient_customer_id, m.currency, at::date,
        at::date + 30, 'SCALE', 2024, g, 'SCALE-2024-' || lpad(g::text, 6, '0'), m.issuer,
        m.recipient, 1000 + g % 7 * 100, at, at
      from generate_series(1, ${ROWS}) g
      cross join lateral (select timestamptz '2024-01-01 08:00+00' + g * interval '5 minutes' as at) t
      cross join (select * from invoices where merchant_id = ${aroma} and kind = 'invoice'
        and status = 'posted' and recipient_customer_id is not null limit 1) m`);
    await db.execute(sql`
      insert into invoice_payments (invoice_id, merchant_id, amount, method, paid_on, reference)
      select id, merchant_id, case when seq % 3 = 0 then total else total / 2 end, 'Cash', issue_date,
        'Transfer ' || seq
      from invoices where series = 'SCALE' and seq % 3 <> 2`);
    await db.execute(sql`
      update invoice_payments set voided_at = now(), void_reason = 'scale'
      where invoice_id in (select id from invoices where series = 'SCALE' and seq % 10 = 1)`);
    await db.execute(sql`
      insert into invoices (merchant_id, kind, status, credit_of, recipient_customer_id, currency,
        issue_date, series, year, seq, number, issuer, recipient, total, posted_at, created_at)
      select merchant_id, 'credit_note', 'posted', id, recipient_customer_id, currency, issue_date,
        'SCALE-CN', 2024, seq, 'SCALE-CN-' || seq, issuer, recipient,
        case when seq % 2 = 0 then total else total / 4 end, posted_at, created_at
      from invoices where series = 'SCALE' and seq % 25 = 0`);
    await db.execute(
      sql`insert into invoices (merchant_id, kind, status, recipient_customer_id, currency, notes)
        select ${aroma}, 'invoice', 'draft', recipient_customer_id, currency, 'Scale draft ' || g
        from generate_series(1, 2000) g, (select recipient_customer_id, currency from invoices
          where series = 'SCALE' limit 1) m`,
    );
    // More customers of one name than the search lists by id, one of them with a draft.
    await db.execute(sql`
      insert into customers (first_name, last_name, email, wallet_key_hash)
      select 'Scale', 'Person ' || g, 'scale' || g || '@scale.test', 'scale-wallet-' || g
      from generate_series(1, 150) g`);
    await db.execute(sql`
      insert into invoices (merchant_id, kind, status, recipient_customer_id, currency)
      select ${aroma}, 'invoice', 'draft', id, 'EUR' from customers where last_name = 'Person 77'`);
    await db.execute(sql`
      insert into invoices (merchant_id, kind, status, recipient_merchant_id, currency)
      values (${aroma}, 'invoice', 'draft', ${h.merchants.blueBay}, 'EUR')`);
    await db.execute(
      sql`vacuum analyze invoices, invoice_payments, invoice_settlements, customers`,
    );
    // Loading 20,000 invoices through the triggers into PGlite took over a minute on a loaded
    // 2-core machine (browser tests running beside it).
  }, 180_000);
  afterAll(() => h?.close());

  it('filters by payment status and overdue as the payments and credit notes say', async () => {
    const truth = rowsOf<{ id: string; payment_status: string; overdue: boolean }>(
      await h.database.db.execute(sql`select t.id, t.payment_status, t.overdue from (${TRUTH}) t
        join invoices i on i.id = t.id
        where i.series = 'SCALE' and i.issue_date between ${RANGE.from} and ${RANGE.to}
        order by t.created_at desc, t.id desc`),
    );
    const statuses = ['not_paid', 'partially_paid', 'paid', 'credited'] as const;
    for (const paymentStatus of statuses) {
      const expected = truth.filter((t) => t.payment_status === paymentStatus).map((t) => t.id);
      expect(expected.length, paymentStatus).toBeGreaterThan(0);
      const page = await list({ ...RANGE, paymentStatus });
      expect(page.totalCount, paymentStatus).toBe(expected.length);
      expect(page.totalCountIsExact).toBe(true);
      expect(page.items.map((i) => i._id)).toEqual(expected.slice(0, 20));
      expect(page.items.every((i) => i.paymentStatus === paymentStatus)).toBe(true);
      if (expected.length <= 20) continue;
      const next = await list({ ...RANGE, paymentStatus }, page.endCursor);
      expect(next.items.map((i) => i._id)).toEqual(expected.slice(20, 40));
    }
    expect((await list({ ...RANGE, paymentStatus: 'paid', status: 'posted' })).totalCount).toBe(
      truth.filter((t) => t.payment_status === 'paid').length,
    );
    expect((await list({ paymentStatus: 'paid', status: 'draft' })).totalCount).toBe(0);
    const overdue = truth.filter((t) => t.overdue).map((t) => t.id);
    const page = await list({ ...RANGE, overdue: true });
    expect(page.totalCount).toBe(overdue.length);
    expect(page.items.map((i) => i._id)).toEqual(overdue.slice(0, 20));
    const notOverdue = await list({ ...RANGE, overdue: false, status: 'posted' });
    expect(notOverdue.totalCount).toBe(truth.length - overdue.length);
  });

  it('keeps what each business is owed, per currency, as its invoices say', async () => {
    const owed = rowsOf<{ merchant_id: string; currency: string; due: string }>(
      await h.database.db.execute(sql`
        select i.merchant_id, i.currency, sum(greatest(i.total - c.credited - p.paid, 0))::text as due
        from invoices i
        cross join lateral (select coalesce(sum(amount), 0) as paid from invoice_payments
          where invoice_id = i.id and voided_at is null) p
        cross join lateral (select coalesce(sum(total), 0) as credited from invoices
          where credit_of = i.id and status = 'posted') c
        where i.status = 'posted' and i.kind = 'invoice'
        group by 1, 2 order by 1, 2`),
    );
    const kept = rowsOf<{ merchant_id: string; currency: string; due: string }>(
      await h.database.db.execute(sql`
        select merchant_id, currency, outstanding::text as due from receivable_totals
        order by 1, 2`),
    );
    expect(owed.length).toBeGreaterThan(1);
    expect(kept).toEqual(owed);
  });

  it('reads a payment status newest first through the settlements index', async () => {
    const aroma = h.merchants.aroma;
    expect(
      await explain(sql`select invoice_id from invoice_settlements where merchant_id = ${aroma}
        and kind = 'invoice' and payment_status = 'partially_paid'
        order by created_at desc, invoice_id desc limit 21`),
    ).toContain('invoice_settlements_issuer_status_idx');
  });

  it('finds numbers, notes and recipients through the trigram indexes', async () => {
    const [{ name: aromaName }] = rowsOf<{ name: string }>(
      await h.database.db.execute(
        sql`select coalesce(nullif(company_name, ''), name) as name from merchants where id = ${h.merchants.aroma}`,
      ),
    ) as [{ name: string }];
    const byNumber = await list({ search: 'SCALE-2024-01234' });
    expect(byNumber.items.map((i) => i.number)).toEqual(
      Array.from({ length: 10 }, (_, i) => `SCALE-2024-01234${9 - i}`),
    );
    expect(byNumber.totalCount).toBe(10);
    const drafts = await list({ search: 'scale draft 1999' });
    expect(drafts.totalCount).toBe(1);
    // A draft is found by its recipient's name as it is now: a rare name, a common one, a business.
    for (const search of ['Scale Person 77', 'Scale Person', 'Blue Bay']) {
      const page = await list({ search, status: 'draft' });
      expect(page.totalCount, search).toBe(1);
      expect(page.items[0]!.number, search).toBeNull();
      expect(page.items[0]!.recipient.name, search).toContain(search);
      expect(page.items[0]!.issuer.name, search).toBe(aromaName);
    }
    const plan = await explain(
      sql`select id from invoices i where i.number ilike ${'%01234%'} or i.notes ilike ${'%01234%'}
        or (i.recipient->>'name') ilike ${'%01234%'}`,
    );
    expect(plan).toContain('invoices_number_trgm_idx');
    expect(plan).toContain('invoices_notes_trgm_idx');
    expect(plan).toContain('invoices_recipient_name_trgm_idx');
  });

  it("gives a listed draft's parties whole when more than their names is asked for", async () => {
    const res = await h.gql<{
      accounting: {
        list: {
          items: { recipient: { name: string; email: string }; issuer: { taxId: string } }[];
        };
      };
    }>(
      `query ($filter: InvoiceFilter) { accounting { list(filter: $filter) {
        items { recipient { name email } issuer { taxId } } } } }`,
      { filter: { search: 'Scale Person 77', status: 'draft' } },
      { token },
    );
    const [{ tin }] = rowsOf<{ tin: string }>(
      await h.database.db.execute(
        sql`select tin_or_vat as tin from merchants where id = ${h.merchants.aroma}`,
      ),
    ) as [{ tin: string }];
    expect(res.data!.accounting.list.items).toEqual([
      {
        recipient: { name: 'Scale Person 77', email: 'scale77@scale.test' },
        issuer: { taxId: tin },
      },
    ]);
  });

  // The lists' statements are prepared on each connection; another process's migration adding a
  // column (a rolling deploy) must not break them.
  it('answers the same pages after a column is added to the tables they read', async () => {
    const payments = async () =>
      (await h.gql(PAYMENTS, { filter: {} }, { token })).data!.accounting.payments;
    // More requests than the pool has connections, so that every connection prepared them.
    const pages = () => Promise.all(Array.from({ length: 12 }, () => list({})));
    const before = await pages();
    const paymentsBefore = await payments();
    await h.database.db.execute(sql`alter table invoices add column scale_probe integer`);
    await h.database.db.execute(sql`alter table invoice_payments add column scale_probe integer`);
    try {
      expect(await pages()).toEqual(before);
      expect(await payments()).toEqual(paymentsBefore);
    } finally {
      await h.database.db.execute(sql`alter table invoices drop column scale_probe`);
      await h.database.db.execute(sql`alter table invoice_payments drop column scale_probe`);
    }
  });

  it("finds payments by their reference, their invoice's number or its recipient", async () => {
    const payments = async (search: string) =>
      (await h.gql(PAYMENTS, { filter: { search } }, { token })).data!.accounting.payments;
    // Invoices 12340 to 12349: those whose number leaves 2 when divided by 3 have no payment.
    // The payments were recorded at one moment, so their order is their ids'.
    const byNumber = await payments('SCALE-2024-01234');
    expect(byNumber.items.map((p) => p.invoiceNumber).sort()).toEqual(
      [0, 2, 3, 5, 6, 8, 9].map((n) => `SCALE-2024-01234${n}`),
    );
    const byReference = await payments('Transfer 1234');
    expect(byReference.items.map((p) => p.reference).sort()).toEqual(
      ['', 0, 2, 3, 5, 6, 8, 9].map((n) => `Transfer 1234${n}`).sort(),
    );
    // Every SCALE invoice goes to one customer: more invoices than the search lists by id.
    const [model] = rowsOf<{ name: string }>(
      await h.database.db.execute(
        sql`select recipient->>'name' as name from invoices where series = 'SCALE' limit 1`,
      ),
    );
    const byRecipient = await payments(model!.name);
    expect(byRecipient.totalCount).toBeGreaterThan(100);
    expect(byRecipient.items).toHaveLength(20);
  });

  it('pages through the payments of a period newest first, from the days-paid index', async () => {
    const period = { from: '2024-01-20', to: '2024-01-22' };
    const expected = rowsOf<{ id: string }>(
      await h.database.db.execute(sql`select id from invoice_payments
        where merchant_id = (select merchant_id from invoices where series = 'SCALE' limit 1)
          and paid_on between ${period.from}::date and ${period.to}::date
        order by created_at desc, id desc`),
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(500);
    const seen: string[] = [];
    for (let after: string | null = null; ;) {
      const page: {
        items: { _id: string }[];
        totalCount: number;
        endCursor?: string | null;
        hasNextPage: boolean;
      } = (await h.gql(PAYMENT_PAGES, { filter: period, after }, { token })).data!.accounting
        .payments;
      expect(page.totalCount).toBe(expected.length);
      seen.push(...page.items.map((p) => p._id));
      if (!page.hasNextPage) break;
      after = page.endCursor ?? null;
    }
    expect(seen).toEqual(expected);
  });

  it('settles a credit note posted by the same statement as its invoice once', async () => {
    await h.database.db.execute(sql`
      with model as (select * from invoices where series = 'SCALE' limit 1),
        invoice as (select gen_random_uuid() as id)
      insert into invoices (id, merchant_id, kind, status, credit_of, recipient_customer_id, currency,
        issue_date, due_date, series, year, seq, number, issuer, recipient, total, posted_at)
      select invoice.id, m.merchant_id, 'invoice', 'posted', null, m.recipient_customer_id,
        m.currency, m.issue_date, m.due_date, 'SAME', 2024, 1, 'SAME-1', m.issuer, m.recipient,
        1000, now()
      from model m, invoice
      union all
      select gen_random_uuid(), m.merchant_id, 'credit_note', 'posted', invoice.id,
        m.recipient_customer_id, m.currency, m.issue_date, null, 'SAME-CN', 2024, 1, 'SAME-CN-1',
        m.issuer, m.recipient, 400, now()
      from model m, invoice`);
    const [settled] = rowsOf<{ credited: string; outstanding: string }>(
      await h.database.db.execute(sql`select st.credited::text, st.outstanding::text
        from invoice_settlements st join invoices i on i.id = st.invoice_id
        where i.number = 'SAME-1'`),
    );
    expect(settled).toEqual({ credited: '400', outstanding: '600' });
  });
});
