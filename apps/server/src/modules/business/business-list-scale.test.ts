import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { graphql } from '../../test/gql';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';
import { planOf } from '../../test/plan';
import type { BusinessListScaleQuery } from '../../test/gql/graphql';

const LIST = graphql(`
  query BusinessListScale($filter: BusinessFilter, $after: String) {
    business {
      list(filter: $filter, after: $after, first: 100) {
        items {
          _id
          name
          companyCity
          status
          subscription {
            planNameEn
            status
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

const UNSUBSCRIBED = graphql(`
  query BusinessListScaleUnsubscribed($search: String, $merchantId: ID) {
    subscription {
      unsubscribed(search: $search, merchantId: $merchantId) {
        _id
        name
      }
    }
  }
`);

// More businesses than the list counts (1,000); every seventh in Patras, every tenth suspended,
// and every third subscribed to the demo's cheapest plan.
const BUSINESSES = 1_200;

describe.each(DATABASE_KINDS)('the businesses list beyond what it counts, on %s', (kind) => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    token = (await signInTo(h, 'admin@demo.test', h.merchants.provider)).token;
    const { db } = h.database;
    await db.execute(sql`
      insert into merchants (name, company_name, company_legal_name, company_city, status)
      select 'Scale business ' || lpad(g::text, 4, '0'), 'Scale company ' || g,
        'Scale company ' || g || ' Ltd', case when g % 7 = 0 then 'Patras' else 'Larissa' end,
        case when g % 10 = 0 then 'suspended' else 'active' end
      from generate_series(1, ${BUSINESSES}) g`);
    await db.execute(sql`
      insert into business_subscriptions (merchant_id, plan_id, started_at)
      select m.id, (select id from subscription_plans order by price limit 1), now() - interval '3 days'
      from merchants m where m.name like 'Scale business %' and right(m.name, 4)::int % 3 = 0`);
    await db.execute(sql`
      insert into subscription_periods (subscription_id, merchant_id, plan_id, kind, starts_at, ends_at)
      select s.id, s.merchant_id, s.plan_id, 'renewal', s.started_at, s.started_at + interval '1 month'
      from business_subscriptions s join merchants m on m.id = s.merchant_id
      where m.name like 'Scale business %'`);
    await db.execute(sql`analyze merchants`);
  }, 180_000);
  afterAll(() => h?.close());

  const pages = async (filter: Record<string, unknown>) => {
    const seen: BusinessListScaleQuery['business']['list']['items'] = [];
    let after: string | null = null;
    let first: BusinessListScaleQuery['business']['list'] | null = null;
    for (;;) {
      const list: BusinessListScaleQuery['business']['list'] = (
        await h.gql(LIST, { filter, after }, { token })
      ).data!.business.list;
      first ??= list;
      seen.push(...list.items);
      if (!list.hasNextPage) break;
      after = list.endCursor ?? null;
    }
    return { first: first!, seen };
  };

  const truth = async (where: ReturnType<typeof sql>) =>
    rowsOf<{ id: string }>(
      await h.database.db.execute(
        sql`select id from merchants where ${where} order by lower(name), id`,
      ),
    ).map((r) => r.id);

  it('counts up to 1,000 and says so beyond, and pages through every business once by name', async () => {
    const { first, seen } = await pages({});
    expect(first.totalCount).toBe(1000);
    expect(first.totalCountIsExact).toBe(false);
    expect(seen.map((b) => b._id)).toEqual(await truth(sql`true`));
    // Each business shows its own subscription, read for its page.
    const scale = seen.filter((b) => b.name.startsWith('Scale business '));
    for (const b of scale) {
      const subscribed = Number(b.name.slice(-4)) % 3 === 0;
      expect(b.subscription?.status ?? null).toBe(subscribed ? 'active' : null);
    }
  });

  it('filters by status and searches the company fields, with exact counts when few match and pages of every match when many do', async () => {
    const suspended = await pages({ status: 'suspended' });
    const suspendedIds = await truth(sql`status = 'suspended'`);
    expect(suspended.first.totalCount).toBe(suspendedIds.length);
    expect(suspended.first.totalCountIsExact).toBe(true);
    expect(suspended.seen.map((b) => b._id)).toEqual(suspendedIds);

    const patras = await pages({ search: 'patras' });
    const patrasIds = await truth(sql`company_city = 'Patras'`);
    expect(patras.first.totalCount).toBe(patrasIds.length);
    expect(patras.seen.map((b) => b._id)).toEqual(patrasIds);

    const one = await pages({ search: 'Scale company 1042 Ltd' });
    expect(one.seen.map((b) => b.name)).toEqual(['Scale business 1042']);
    expect(one.first.totalCount).toBe(1);

    // More matches than are counted: the count says so, and the pages still hold every match.
    const many = await pages({ search: 'scale company' });
    expect(many.first).toMatchObject({ totalCount: 1000, totalCountIsExact: false });
    expect(many.seen.map((b) => b._id)).toEqual(
      await truth(sql`company_name ilike 'scale company%'`),
    );
    const manyActive = await pages({ search: 'scale company', status: 'active' });
    expect(manyActive.first).toMatchObject({ totalCount: 1000, totalCountIsExact: false });
    expect(manyActive.seen.map((b) => b._id)).toEqual(
      await truth(sql`company_name ilike 'scale company%' and status = 'active'`),
    );
    const fewActive = await pages({ search: 'patras', status: 'active' });
    const fewActiveIds = await truth(sql`company_city = 'Patras' and status = 'active'`);
    expect(fewActive.first).toMatchObject({
      totalCount: fewActiveIds.length,
      totalCountIsExact: true,
    });
    expect(fewActive.seen.map((b) => b._id)).toEqual(fewActiveIds);

    const none = await pages({ search: 'no such business' });
    expect(none.seen).toEqual([]);
    expect(none.first).toMatchObject({ totalCount: 0, totalCountIsExact: true });
  });

  it('offers the first 100 businesses without a subscription for subscribing, narrowed by name', async () => {
    const offered = async (variables: { search?: string; merchantId?: string }) =>
      (await h.gql(UNSUBSCRIBED, variables, { token })).data!.subscription.unsubscribed;
    const unsubscribed = await truth(sql`not is_provider and not exists (select 1 from
      business_subscriptions s where s.merchant_id = merchants.id and s.superseded_at is null)`);
    expect(unsubscribed.length).toBeGreaterThan(100);
    expect((await offered({})).map((b) => b._id)).toEqual(unsubscribed.slice(0, 100));
    const matching = await truth(sql`not is_provider and name ilike '%business 104%'
      and not exists (select 1 from business_subscriptions s
        where s.merchant_id = merchants.id and s.superseded_at is null)`);
    expect(matching.length).toBe(7);
    expect((await offered({ search: 'business 104' })).map((b) => b._id)).toEqual(matching);
    const one = unsubscribed[150]!;
    expect((await offered({ merchantId: one })).map((b) => b._id)).toEqual([one]);
    // A subscribed business, or no business at all, is not offered.
    const [subscribed] = await truth(sql`name = 'Scale business 0003'`);
    expect(await offered({ merchantId: subscribed })).toEqual([]);
    expect(await offered({ merchantId: 'not-an-id' })).toEqual([]);
  });

  it('searches from the trigram indexes rather than reading every business', async () => {
    // A thousand businesses are read whole more cheaply; the indexes serve the search still.
    await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await planOf(
        tx,
        sql`select id from merchants where name ilike '%patras%' or company_name ilike '%patras%'
          or company_legal_name ilike '%patras%' or company_email ilike '%patras%'
          or company_city ilike '%patras%'`,
      );
      for (const index of [
        'merchants_name_trgm_idx',
        'merchants_company_name_trgm_idx',
        'merchants_company_legal_name_trgm_idx',
        'merchants_company_email_trgm_idx',
        'merchants_company_city_trgm_idx',
      ])
        expect(plan).toContain(index);
    });
  });
});
