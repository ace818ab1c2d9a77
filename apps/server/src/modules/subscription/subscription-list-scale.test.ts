import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { periodInvoices, periodsOf } from './subscription.queries';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';

const LIST = `query ($filter: SubscriptionFilter, $first: Int, $after: String) { subscription {
  list(filter: $filter, first: $first, after: $after) {
    nodes { _id businessName status } endCursor hasNextPage } } }`;

const BUSINESSES_PAGE = `query ($filter: BusinessFilter, $after: String) { business {
  list(filter: $filter, first: 100, after: $after) {
    items { _id subscription { _id status } } endCursor hasNextPage } } }`;

interface BusinessPage {
  items: { _id: string; subscription: { _id: string; status: string } | null }[];
  endCursor: string | null;
  hasNextPage: boolean;
}

// Enough businesses that reading them all costs the planner more than an index does.
const BUSINESSES = 3_000;

interface Page {
  nodes: { _id: string; businessName: string; status: string }[];
  endCursor: string | null;
  hasNextPage: boolean;
}

describe.each(DATABASE_KINDS)('the subscriptions list at %s businesses', (kind) => {
  let h: Harness;
  let token: string;
  const walk = async (filter: Record<string, unknown>, first: number) => {
    const seen: Page['nodes'] = [];
    let after: string | null = null;
    for (;;) {
      const page: Page = (
        await h.gql<{ subscription: { list: Page } }>(LIST, { filter, first, after }, { token })
      ).data!.subscription.list;
      seen.push(...page.nodes);
      if (!page.hasNextPage) return seen;
      after = page.endCursor;
    }
  };
  const plan = async (statement: string) =>
    rowsOf<Record<string, string>>(await h.database.db.execute(sql.raw(`explain ${statement}`)))
      .map((row) => Object.values(row)[0])
      .join('\n');

  beforeAll(async () => {
    h = await createHarness(kind);
    token = (await signInTo(h, 'admin@demo.test', h.merchants.provider)).token;
    // Names that differ in case only, so that the order's ties fall to the ids; one in ten
    // paused, one in ten cancelled.
    await h.database.db.execute(sql`
      insert into merchants (name, company_name, company_legal_name)
      select case when g % 2 = 0 then 'Scale business ' else 'SCALE BUSINESS ' end || (g / 2),
        'Scale', 'Scale Ltd' from generate_series(1, ${BUSINESSES}) g`);
    await h.database.db.execute(sql`
      insert into business_subscriptions (merchant_id, plan_id, started_at, paused_at, ends_at)
      select m.id, (select id from subscription_plans order by price limit 1), now() - interval '20 days',
        case when n % 10 = 1 then now() - interval '5 days' end,
        case when n % 10 = 2 then now() - interval '1 day' end
      from (select id, row_number() over (order by id) as n from merchants
        where name ilike 'scale business %') m`);
    await h.database.db.execute(sql`
      insert into subscription_periods (subscription_id, merchant_id, plan_id, kind, starts_at, ends_at)
      select s.id, s.merchant_id, s.plan_id, 'renewal', s.started_at, s.started_at + interval '1 month'
      from business_subscriptions s join merchants m on m.id = s.merchant_id
      where m.name ilike 'scale business %'`);
    // Fourteen on the second plan, two of them paused; and the provider's invoices of four periods
    // of the first plan: unpaid a grace period past due (past due), unpaid two (expired), unpaid
    // two but cancelled before (cancelled), and paid (active).
    await h.database.db.execute(sql`
      update business_subscriptions s set plan_id = (select id from subscription_plans order by price offset 1 limit 1),
        paused_at = case when m.name ilike '%business 30' then now() - interval '1 day' end,
        ends_at = null
      from merchants m where m.id = s.merchant_id and m.name ~* '^scale business (3|30|31|32|33|34|35)$'`);
    await h.database.db.execute(sql`
      update business_subscriptions s set paused_at = null, ends_at = null from merchants m
      where m.id = s.merchant_id and m.name ~ '^Scale business 4[0-7]$'`);
    await h.database.db.execute(sql`
      with late (name, due) as (values ('Scale business 40', 10), ('Scale business 41', 20),
          ('Scale business 42', 20), ('Scale business 43', 10), ('Scale business 44', 10),
          ('Scale business 45', 10), ('Scale business 46', 10), ('Scale business 47', 20)),
        issued as (
          insert into invoices (merchant_id, kind, status, recipient_merchant_id, language, currency,
            issue_date, due_date, series, year, seq, number, issuer, recipient, subtotal, total, posted_at)
          select ${h.merchants.provider}, 'invoice', 'posted', m.id, 'en', 'EUR', current_date - 30,
            current_date - late.due, 'SCALE', 2026, row_number() over (), 'SCALE-' || late.name,
            '{}'::jsonb, '{}'::jsonb, 1000, 1000, now()
          from late join merchants m on m.name = late.name
          returning id, recipient_merchant_id)
      update subscription_periods p set invoice_id = issued.id from issued
      where p.merchant_id = issued.recipient_merchant_id`);
    await h.database.db.execute(sql`
      insert into invoice_payments (invoice_id, merchant_id, amount, method, paid_on)
      select i.id, i.merchant_id, i.total, 'Bank Transfer', case i.number
          when 'SCALE-Scale business 43' then current_date - 12
          when 'SCALE-Scale business 44' then current_date
          when 'SCALE-Scale business 47' then current_date - 1 else current_date + 1 end
      from invoices i where i.number in ('SCALE-Scale business 43', 'SCALE-Scale business 44',
        'SCALE-Scale business 45', 'SCALE-Scale business 47')`);
    // Paid in full today (active again) and tomorrow (still past due today); credited in full
    // tomorrow (still past due); paid yesterday, after its second grace period (expired for good).
    await h.database.db.execute(sql`
      insert into invoices (merchant_id, kind, status, recipient_merchant_id, language, currency,
        issue_date, due_date, series, year, seq, number, issuer, recipient, subtotal, total, posted_at,
        credit_of)
      select i.merchant_id, 'credit_note', 'posted', i.recipient_merchant_id, 'en', 'EUR',
        current_date + 1, current_date + 1, 'SCALECN', 2026, 1, 'SCALECN-1', '{}'::jsonb, '{}'::jsonb,
        i.total, i.total, now(), i.id
      from invoices i where i.number = 'SCALE-Scale business 46'`);
    await h.database.db.execute(sql`
      update business_subscriptions s set ends_at = now() - interval '10 days' from merchants m
      where m.id = s.merchant_id and m.name = 'Scale business 42'`);
    await h.database.db.execute(sql`vacuum analyze merchants, business_subscriptions`);
  });
  afterAll(() => h?.close());

  it('pages through every subscription by name then id, each once', async () => {
    const expected = rowsOf<{ id: string }>(
      await h.database.db.execute(sql`select s.id from business_subscriptions s
        join merchants m on m.id = s.merchant_id where s.superseded_at is null
        order by lower(m.name), s.id`),
    ).map((r) => r.id);
    const all = await walk({}, 100);
    expect(all.map((s) => s._id)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(BUSINESSES);
    // A status read from the subscriptions that can have it: the same rows, in the same order.
    for (const status of ['paused', 'cancelled', 'active']) {
      const some = await walk({ status }, 50);
      expect(some.map((s) => s._id)).toEqual(
        all.filter((s) => s.status === status).map((s) => s._id),
      );
    }
    expect(all.filter((s) => s.status === 'paused').length).toBeGreaterThan(250);
    const named = (name: string) => all.find((s) => s.businessName === name)?.status;
    expect(
      ['40', '41', '42', '43', '44', '45', '46', '47'].map((n) => named(`Scale business ${n}`)),
    ).toEqual([
      'past_due',
      'expired',
      'cancelled',
      'active',
      'active',
      'past_due',
      'past_due',
      'expired',
    ]);
    // The businesses page reads only the invoices a status can still depend on, and says the same.
    const businesses = new Map<string, string>();
    for (let after: string | null = null; ;) {
      const page: BusinessPage = (
        await h.gql<{ business: { list: BusinessPage } }>(
          BUSINESSES_PAGE,
          { filter: { search: 'scale business 4' }, after },
          { token },
        )
      ).data!.business.list;
      for (const b of page.items)
        if (b.subscription) businesses.set(b.subscription._id, b.subscription.status);
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    const named4 = all.filter((s) => /^scale business 4/i.test(s.businessName));
    expect(named4.length).toBeGreaterThan(200);
    expect(Object.fromEntries(businesses)).toEqual(
      Object.fromEntries(named4.map((s) => [s._id, s.status])),
    );
    // The provider's action queue counts what the list calls past due.
    const queue = await h.gql<{
      analytics: { platformActionQueue: { key: string; count: number }[] };
    }>(`query { analytics { platformActionQueue { key count } } }`, {}, { token });
    expect(
      queue.data!.analytics.platformActionQueue.find((i) => i.key === 'pastDueSubscriptions')
        ?.count,
    ).toBe(all.filter((s) => s.status === 'past_due').length);
    for (const status of ['past_due', 'expired'])
      expect((await walk({ status }, 20)).map((s) => s._id)).toEqual(
        all.filter((s) => s.status === status).map((s) => s._id),
      );
  });

  it('pages a plan and status from their few candidates, and none when nothing matches', async () => {
    const [second] = rowsOf<{ id: string }>(
      await h.database.db.execute(
        sql`select id from subscription_plans order by price offset 1 limit 1`,
      ),
    );
    const truth = async (where: ReturnType<typeof sql>) =>
      rowsOf<{ id: string }>(
        await h.database.db.execute(sql`select s.id from business_subscriptions s
          join merchants m on m.id = s.merchant_id
          where s.superseded_at is null and s.plan_id = ${second!.id} and ${where}
          order by lower(m.name), s.id`),
      ).map((r) => r.id);
    const onPlan = await truth(sql`true`);
    expect(onPlan.length).toBe(14);
    expect((await walk({ planId: second!.id }, 3)).map((s) => s._id)).toEqual(onPlan);
    const paused = await walk({ planId: second!.id, status: 'paused' }, 1);
    expect(paused.map((s) => s._id)).toEqual(await truth(sql`s.paused_at is not null`));
    expect(paused.length).toBe(2);
    for (const status of ['cancelled', 'trialing', 'expired', 'past_due'])
      expect(await walk({ planId: second!.id, status }, 20)).toEqual([]);
    expect(await walk({ status: 'trialing' }, 20)).toEqual([]);
    expect(
      await plan(`select s.id from business_subscriptions s where s.superseded_at is null
        and s.ends_at <= now() and s.plan_id = (select id from subscription_plans order by price limit 1)
        limit 1001`),
    ).toContain('business_subscriptions_ends_idx');
  });

  it("reads the periods and invoices of more subscriptions than a statement's parameters", async () => {
    const ids: string[] = Array.from({ length: 70_000 }, () => randomUUID());
    const [first] = rowsOf<{ id: string }>(
      await h.database.db.execute(
        sql`select subscription_id as id from subscription_periods group by 1 having count(*) = 1 limit 1`,
      ),
    );
    ids.push(first!.id);
    expect((await periodsOf(h.database.db, ids)).map((p) => p.subscriptionId)).toEqual([first!.id]);
    expect(await periodInvoices(h.database.db, ids)).toEqual([]);
  });

  it('searches business names, and reads the list from the name index', async () => {
    const found = await walk({ search: 'business 1234' }, 20);
    expect(found.map((s) => s.businessName.toLowerCase())).toEqual([
      'scale business 1234',
      'scale business 1234',
    ]);
    expect(
      await plan(`select s.id from business_subscriptions s join merchants m on m.id = s.merchant_id
        where s.superseded_at is null order by lower(m.name), s.id limit 21`),
    ).toContain('merchants_name_order_idx');
    expect(await plan(`select id from merchants where name ilike '%business 1234%'`)).toContain(
      'merchants_name_trgm_idx',
    );
  });
});
