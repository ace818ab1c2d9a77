import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';

const LIST = `query ($filter: SubscriptionFilter, $first: Int, $after: String) { subscription {
  list(filter: $filter, first: $first, after: $after) {
    nodes { _id businessName status } endCursor hasNextPage } } }`;

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
