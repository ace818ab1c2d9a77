import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { graphql } from '../../test/gql';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';
import type { SalesSearchScaleQuery } from '../../test/gql/graphql';

const LIST = graphql(`
  query SalesSearchScale($filter: SaleFilter, $after: String) {
    sale {
      list(filter: $filter, after: $after, first: 50) {
        items {
          _id
          lines {
            description
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

const TOTALS = graphql(`
  query SalesSearchScaleTotals($filter: SaleFilter) {
    sale {
      totals(filter: $filter) {
        currency
        count
        grossMinor
      }
    }
  }
`);

// More matches than the search names by id (5,000): the list then filters the sales themselves.
const MATCHES = 5_200;

describe.each(DATABASE_KINDS)('the sales search beyond the ids it names, on %s', (kind) => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    token = (await signInTo(h, 'exec@demo.test', h.merchants.aroma)).token;
    const { db } = h.database;
    // Without the rollup triggers, row by row they are most of a bulk load's time; the rollups
    // are then rebuilt, so the totals read what the sales say.
    await db.execute(sql`set session_replication_role = replica`);
    await db.execute(sql`
      insert into sales (merchant_id, kind, amount, currency, payment_method, created_at)
      select ${h.merchants.aroma}, 'counter', 100 + g, 'EUR', 'Cash',
        timestamptz '2024-06-01 08:00+00' + g * interval '7 minutes'
      from generate_series(1, ${MATCHES}) g`);
    await db.execute(sql`
      insert into sale_lines (sale_id, merchant_id, position, description, quantity, unit_amount, amount)
      select id, merchant_id, 1, 'Scale widget ' || lpad((amount - 100)::text, 5, '0'), 1, amount, amount
      from sales where merchant_id = ${h.merchants.aroma} and payment_method = 'Cash'
        and created_at >= '2024-06-01' and created_at < '2024-07-01'`);
    await db.execute(sql`set session_replication_role = origin`);
    await db.execute(sql`select analytics_rebuild()`);
    await db.execute(sql`vacuum analyze sales, sale_lines`);
  }, 180_000);
  afterAll(() => h?.close());

  it('pages, counts and sums what the search matches, newest first', async () => {
    const truth = rowsOf<{ id: string; amount: string }>(
      await h.database.db.execute(sql`select s.id, s.amount from sales s
        where s.merchant_id = ${h.merchants.aroma}
          and exists (select 1 from sale_lines l where l.sale_id = s.id and l.description ilike '%scale widget%')
        order by s.created_at desc, s.id desc`),
    );
    expect(truth.length).toBe(MATCHES);

    const filter = { search: 'scale widget' };
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page++) {
      const list: SalesSearchScaleQuery['sale']['list'] = (
        await h.gql(LIST, { filter, after }, { token })
      ).data!.sale.list;
      expect(list.totalCount).toBe(1000);
      expect(list.totalCountIsExact).toBe(false);
      expect(list.hasNextPage).toBe(true);
      for (const item of list.items) {
        expect(item.lines.some((l) => /scale widget/i.test(l.description))).toBe(true);
        seen.push(item._id);
      }
      after = list.endCursor ?? null;
    }
    expect(seen).toEqual(truth.slice(0, 150).map((row) => row.id));

    const totals = (await h.gql(TOTALS, { filter }, { token })).data!.sale.totals;
    expect(totals).toEqual([
      {
        currency: 'EUR',
        count: MATCHES,
        grossMinor: truth.reduce((sum, row) => sum + Number(row.amount), 0),
      },
    ]);

    // A method over all days, counted from the daily rollup, and days with a method and a kind,
    // counted from the sales, say what the sales say: exactly up to 1,000, and that there are more
    // beyond.
    const cash = (await h.gql(LIST, { filter: { paymentMethod: 'Cash' } }, { token })).data!.sale
      .list;
    expect(cash).toMatchObject({ totalCount: 1000, totalCountIsExact: false });
    const day = { from: '2024-06-03', to: '2024-06-04', kind: 'counter', paymentMethod: 'Cash' };
    const [{ n: onDay }] = rowsOf<{ n: number }>(
      await h.database.db.execute(sql`select count(*)::int as n from sales
        where merchant_id = ${h.merchants.aroma} and kind = 'counter' and payment_method = 'Cash'
          and (created_at at time zone 'Europe/Nicosia')::date between '2024-06-03' and '2024-06-04'`),
    ) as [{ n: number }];
    expect(onDay).toBeGreaterThan(400);
    const days = (await h.gql(LIST, { filter: day }, { token })).data!.sale.list;
    expect(days).toMatchObject({ totalCount: onDay, totalCountIsExact: true });

    // A search that names few sales finds them by id, and agrees with the same truth.
    const one = (await h.gql(LIST, { filter: { search: 'Scale widget 04321' } }, { token })).data!
      .sale.list;
    expect(one.totalCount).toBe(1);
    expect(one.totalCountIsExact).toBe(true);
    expect(one.items[0]!.lines[0]!.description).toBe('Scale widget 04321');
  });
});
