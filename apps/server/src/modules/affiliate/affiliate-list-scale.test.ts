import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';

const COMMISSIONS = `query ($filter: CommissionFilter, $first: Int, $after: String) { affiliate {
  commissions(filter: $filter, first: $first, after: $after) { items { _id } endCursor hasNextPage } } }`;
const TOTALS = `query ($filter: CommissionFilter) { affiliate { commissionTotals(filter: $filter) {
  status currency count totalMinor } } }`;
const AFFILIATES = `query ($filter: AffiliateFilter, $first: Int, $after: String) { affiliate {
  list(filter: $filter, first: $first, after: $after) { items { _id } endCursor hasNextPage } } }`;
const EARNINGS = `query ($filter: AffiliateFilter) { affiliate {
  list(filter: $filter, first: 100) { items { _id earnedMinor paidMinor } } } }`;
const PAYOUTS = `query ($affiliateId: ID, $first: Int, $after: String) { affiliate {
  payouts(affiliateId: $affiliateId, first: $first, after: $after) { items { _id } endCursor hasNextPage } } }`;

interface Page {
  items: { _id: string }[];
  endCursor: string | null;
  hasNextPage: boolean;
}
interface Total {
  status: string;
  currency: string;
  count: number;
  totalMinor: number;
}

interface Filter {
  status?: string;
  merchantId?: string;
  affiliateId?: string;
  from?: string;
  to?: string;
}

// The commissions a filter selects, written out plainly: days in the provider's time zone.
function matching(filter: Filter) {
  const day = sql`(c.created_at at time zone analytics_provider_timezone())::date`;
  const conditions = [sql`true`];
  if (filter.status) conditions.push(sql`c.status = ${filter.status}`);
  if (filter.merchantId) conditions.push(sql`c.merchant_id = ${filter.merchantId}`);
  if (filter.affiliateId) conditions.push(sql`c.affiliate_id = ${filter.affiliateId}`);
  if (filter.from) conditions.push(sql`${day} >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`${day} <= ${filter.to}::date`);
  return sql.join(conditions, sql` and `);
}

// Enough rows that reading the table whole costs the planner more than an index does.
const SALES = 2_000;
const SCALE_AFFILIATES = 3;

describe.each(DATABASE_KINDS)('the affiliate lists at scale on %s', (kind) => {
  let h: Harness;
  let token: string;
  let affiliateIds: string[];
  const db = () => h.database.db;
  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    rowsOf<T>(await db().execute(statement));
  const ask = async <T>(query: string, variables: Record<string, unknown>) => {
    const answer = await h.gql<{ affiliate: Record<string, T> }>(query, variables, { token });
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data!.affiliate)[0]!;
  };
  // Every page of a list, following its cursors.
  const everyPage = async (query: string, variables: Record<string, unknown>, first = 100) => {
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const page: Page = await ask<Page>(query, { ...variables, first, after });
      ids.push(...page.items.map((i) => i._id));
      after = page.hasNextPage ? page.endCursor : null;
    } while (after);
    return ids;
  };
  const byStatus = (totals: Total[]) =>
    [...totals].sort(
      (a, b) => a.status.localeCompare(b.status) || a.currency.localeCompare(b.currency),
    );

  beforeAll(async () => {
    h = await createHarness(kind);
    token = (await signInTo(h, 'admin@demo.test', h.merchants.provider)).token;
    affiliateIds = (
      await rows<{ id: string }>(sql`insert into affiliates (kind, name, email, code, status)
        select 'person', 'Scale affiliate ' || g, 'scale' || g || '@affiliates.test', 'SCALE' || g, 'active'
        from generate_series(1, ${SCALE_AFFILIATES}) g returning id`)
    ).map((r) => r.id);
    await db()
      .execute(sql`insert into sales (merchant_id, kind, amount, currency, payment_method, created_at)
      select (array[${h.merchants.aroma}::uuid, ${h.merchants.blueBay}::uuid])[1 + g % 2], 'counter',
        100 + g, 'EUR', 'Cash', timestamptz '2029-01-01 08:00+00' + g * interval '7 hours'
      from generate_series(1, ${SALES}) g`);
    // Through the triggers, one statement: the rollup of the totals follows.
    await db()
      .execute(sql`insert into commissions (affiliate_id, sale_id, merchant_id, scope, level,
        currency, base_minor, rate_bp, fixed_minor, amount_minor, status, approvable_at, created_at)
      select a.id, s.id, s.merchant_id, 'business', 1, s.currency, s.amount, 1000, 0, s.amount / 10,
        (array['pending', 'approved', 'paid', 'rejected'])[1 + (abs(hashtext(s.id::text || a.id::text)) % 4)],
        s.created_at + interval '14 days', s.created_at
      from sales s, affiliates a
      where s.created_at >= '2029-01-01' and a.email like 'scale%@affiliates.test'`);
    const payouts = sql`insert into affiliate_payouts (affiliate_id, currency, period_from, period_to,
        total_minor, created_at)
      select ${affiliateIds[0]}::uuid, 'EUR', '2029-01-01', '2029-01-31', 100 + g,
        timestamptz '2029-01-01 08:00+00' + (g / 3) * interval '1 day'
      from generate_series(1, 250) g`;
    await db().execute(payouts);
    await db().execute(sql`vacuum analyze commissions, affiliate_payouts`);
  }, 120_000);
  afterAll(() => h?.close());

  const filters = (): Filter[] => [
    {},
    { status: 'approved' },
    { merchantId: h.merchants.blueBay, from: '2029-02-01', to: '2029-03-15' },
    { status: 'paid', from: '2029-03-01' },
    { from: '2029-01-20', to: '2029-02-10' },
    { status: 'approved', to: '2029-02-28' },
    { affiliateId: affiliateIds[1], status: 'pending' },
  ];

  // The totals as the commissions themselves add up, days in the provider's time zone.
  async function totalsOfCommissions(filter: Filter): Promise<Total[]> {
    const found = await rows<{ status: string; currency: string; n: number; total: string }>(sql`
      select c.status, c.currency, count(*)::int as n, sum(c.amount_minor)::text as total
      from commissions c where ${matching(filter)} group by 1, 2`);
    return byStatus(
      found.map((r) => ({
        status: r.status,
        currency: r.currency,
        count: Number(r.n),
        totalMinor: Number(r.total),
      })),
    );
  }

  // The provider-wide rollup summed over its shards, beside the commissions' own sums per day.
  async function providerRollupAgainstCommissions() {
    const rollup = await rows(sql`select day::text, status, currency, sum(count)::int as n,
        sum(total_minor)::text as total
      from commission_totals_provider_daily group by 1, 2, 3
      having sum(count) <> 0 or sum(total_minor) <> 0 order by 1, 2, 3`);
    const truth = await rows(sql`select
        (created_at at time zone analytics_provider_timezone())::date::text as day, status, currency,
        count(*)::int as n, sum(amount_minor)::text as total
      from commissions group by 1, 2, 3 order by 1, 2, 3`);
    return { rollup, truth };
  }

  // Each shard's row holds what the per-business rollup holds for that shard's businesses.
  async function shardsAgainstBusinesses() {
    const shards = await rows(sql`select day::text, status, currency, shard, count::int as n,
        total_minor::text as total
      from commission_totals_provider_daily where count <> 0 or total_minor <> 0
      order by 1, 2, 3, 4`);
    const businesses = await rows(sql`select day::text, status, currency,
        commission_totals_shard(merchant_id) as shard, sum(count)::int as n,
        sum(total_minor)::text as total
      from commission_totals_daily group by 1, 2, 3, 4
      having sum(count) <> 0 or sum(total_minor) <> 0 order by 1, 2, 3, 4`);
    return { shards, businesses };
  }

  // The scale affiliates' earned and paid sums as the list shows them and as their commissions add up.
  async function earningsAgainstCommissions() {
    const listed = await ask<{ items: { _id: string; earnedMinor: number; paidMinor: number }[] }>(
      EARNINGS,
      { filter: { search: 'Scale affiliate' } },
    );
    const truth = await rows<{ id: string; earned: string; paid: string }>(sql`select a.id,
        coalesce(sum(c.amount_minor) filter (where c.status <> 'rejected'), 0)::text as earned,
        coalesce(sum(c.amount_minor) filter (where c.status = 'paid'), 0)::text as paid
      from affiliates a left join commissions c on c.affiliate_id = a.id
      where a.email like 'scale%@affiliates.test' group by a.id`);
    const byId = (a: { _id: string }, b: { _id: string }) => a._id.localeCompare(b._id);
    return {
      listed: [...listed.items].sort(byId),
      truth: truth
        .map((r) => ({ _id: r.id, earnedMinor: Number(r.earned), paidMinor: Number(r.paid) }))
        .sort(byId),
    };
  }

  it('answers the totals of any filter from the rollups as the commissions add up, after writes too', async () => {
    const check = async () => {
      const earnings = await earningsAgainstCommissions();
      expect(earnings.truth.filter((e) => e.paidMinor > 0)).toHaveLength(SCALE_AFFILIATES);
      expect(earnings.listed).toEqual(earnings.truth);
      for (const filter of filters())
        expect(byStatus(await ask<Total[]>(TOTALS, { filter }))).toEqual(
          await totalsOfCommissions(filter),
        );
      const provider = await providerRollupAgainstCommissions();
      expect(provider.rollup.length).toBeGreaterThan(100);
      expect(provider.rollup).toEqual(provider.truth);
      const sharded = await shardsAgainstBusinesses();
      expect(sharded.shards).toEqual(sharded.businesses);
    };
    await check();
    // The approval job's bulk update, a payout taking some and then paid, a refund's negative
    // commission, a bulk rejection and commissions deleted.
    await db().execute(sql`update commissions set status = 'approved'
      where status = 'pending' and affiliate_id = ${affiliateIds[0]}`);
    const [payout] = await rows<{ id: string }>(sql`select id from affiliate_payouts limit 1`);
    await db().execute(sql`update commissions set payout_id = ${payout!.id}
      where status = 'approved' and affiliate_id = ${affiliateIds[2]}`);
    await check();
    await db().execute(sql`update commissions set status = 'paid' where payout_id = ${payout!.id}`);
    await db()
      .execute(sql`insert into commissions (affiliate_id, sale_id, merchant_id, scope, level,
        currency, base_minor, rate_bp, fixed_minor, amount_minor, reverses, status, approvable_at, created_at)
      select affiliate_id, sale_id, merchant_id, scope, 2, currency, -base_minor, rate_bp, 0,
        -amount_minor, id, 'approved', approvable_at, created_at + interval '1 hour'
      from commissions where status = 'paid' and affiliate_id = ${affiliateIds[1]}`);
    await db().execute(sql`update commissions set status = 'rejected'
      where status = 'pending' and affiliate_id = ${affiliateIds[1]} and created_at < '2029-02-15'`);
    await db().execute(sql`delete from commissions
      where status = 'rejected' and affiliate_id = ${affiliateIds[2]} and created_at < '2029-01-20'`);
    await check();
    // The rollups are what a rebuild from every commission makes.
    const keptDaily = await rows(sql`select * from commission_totals_daily where count <> 0
      order by merchant_id, day, status, currency`);
    const keptProvider = await rows(sql`select * from commission_totals_provider_daily
      where count <> 0 order by day, status, currency, shard`);
    const keptAffiliate = await rows(sql`select * from commission_totals_affiliate
      where total_minor <> 0 order by affiliate_id, status, shard`);
    await db().execute(sql`select commission_totals_rebuild()`);
    expect(
      await rows(
        sql`select * from commission_totals_daily order by merchant_id, day, status, currency`,
      ),
    ).toEqual(keptDaily);
    expect(
      await rows(
        sql`select * from commission_totals_provider_daily order by day, status, currency, shard`,
      ),
    ).toEqual(keptProvider);
    expect(
      await rows(sql`select * from commission_totals_affiliate where total_minor <> 0
        order by affiliate_id, status, shard`),
    ).toEqual(keptAffiliate);
    await check();
  });

  // Two redemptions at once for businesses of different shards: neither waits for the other's
  // commit, where one row a day for every business would make the second wait for the first.
  it.runIf(kind === 'postgres')(
    'writes the commissions of businesses in different shards at once, one shard at a time',
    async () => {
      // Nine businesses, so that two share a shard; an affiliate without commissions yet.
      const businesses = await rows<{ id: string; shard: number }>(sql`insert into merchants
          (name, company_name, company_legal_name)
        select 'Shard business ' || g, 'Shard company', 'Shard company Ltd'
        from generate_series(1, 9) g returning id, commission_totals_shard(id) as shard`);
      const [affiliate] = await rows<{ id: string }>(sql`insert into affiliates
          (kind, name, email, code, status)
        values ('person', 'Shard affiliate', 'shard@affiliates.test', 'SHARD', 'active') returning id`);
      // Of nine, two share a shard; the ids are random, so which two is found, not assumed.
      const first = businesses.find((b) => businesses.some((o) => o !== b && o.shard === b.shard))!;
      const apart = businesses.find((b) => b.shard !== first.shard)!;
      const together = businesses.find((b) => b !== first && b.shard === first.shard)!;
      const clients = [0, 1].map(() => new pg.Client({ connectionString: h.databaseUrl }));
      await Promise.all(clients.map((c) => c.connect()));
      const [one, other] = clients as [pg.Client, pg.Client];
      const earn = (client: pg.Client, merchantId: string, sale: number) =>
        client.query(
          `insert into commissions (affiliate_id, sale_id, merchant_id, scope, level, currency,
             base_minor, rate_bp, fixed_minor, amount_minor, status, approvable_at, created_at)
           select $1, id, $2, 'business', 1, 'EUR', 1000, 1000, 0, 100, 'pending',
             timestamptz '2029-06-15 12:00+00', timestamptz '2029-06-01 12:00+00'
           from sales where created_at >= '2029-01-01' order by created_at offset $3 limit 1`,
          [affiliate!.id, merchantId, sale],
        );
      try {
        await one.query('begin');
        await earn(one, first.id, 0);
        await other.query('begin');
        await other.query(`set local lock_timeout = '500ms'`);
        await earn(other, apart.id, 1);
        await expect(earn(other, together.id, 2)).rejects.toThrow(/lock timeout/);
      } finally {
        await Promise.all(clients.map((c) => c.query('rollback').then(() => c.end())));
      }
    },
  );

  it('pages through the commissions of a filter newest first, each once', async () => {
    for (const filter of filters()) {
      const expected = await rows<{ id: string }>(sql`select c.id from commissions c
        where ${matching(filter)}
        order by c.created_at desc, c.id desc`);
      expect(await everyPage(COMMISSIONS, { filter })).toEqual(expected.map((r) => r.id));
    }
  });

  it('pages through the payouts of every affiliate and of one, newest first', async () => {
    const expected = async (affiliateId: string | null) =>
      (
        await rows<{ id: string }>(sql`select id from affiliate_payouts
          where ${affiliateId}::uuid is null or affiliate_id = ${affiliateId}
          order by created_at desc, id desc`)
      ).map((r) => r.id);
    const one = await everyPage(PAYOUTS, { affiliateId: affiliateIds[0] });
    expect(one).toHaveLength(250);
    expect(one).toEqual(await expected(affiliateIds[0]!));
    expect(await everyPage(PAYOUTS, {})).toEqual(await expected(null));
    expect((await ask<Page>(PAYOUTS, { affiliateId: 'not-an-id' })).items).toEqual([]);
  });

  it('exports the newest payouts as CSV, each once in order, across the chunks it streams', async () => {
    // The payouts' totals are distinct, so a row's total names its payout.
    const exported = async (query: string) => {
      const answer = await h.app.inject({
        method: 'GET',
        url: `/exports/affiliate-payouts.csv${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode).toBe(200);
      const [header, ...lines] = answer.body.trim().split('\r\n');
      expect(header).toContain('"affiliate","currency"');
      return lines.map((line) => line.split('","')[4]);
    };
    const expected = async (affiliateId: string | null) =>
      (
        await rows<{
          total: string;
        }>(sql`select to_char(total_minor / 100.0, 'FM999999990.00') as total
          from affiliate_payouts where ${affiliateId}::uuid is null or affiliate_id = ${affiliateId}
          order by created_at desc, id desc limit 1000`)
      ).map((r) => r.total);
    const one = await exported(`?affiliateId=${affiliateIds[0]}`);
    expect(one).toHaveLength(250);
    expect(one).toEqual(await expected(affiliateIds[0]!));
    expect(await exported('')).toEqual(await expected(null));
  });

  it('pages through the affiliates by name, a search found through the trigram indexes', async () => {
    await db().execute(sql`insert into affiliates (kind, name, email, code, status)
      select 'person', (array['Maria', 'Nikos'])[1 + g % 2] || ' Paged ' || g, 'paged' || g || '@affiliates.test',
        'PAGED' || g, (array['active', 'pending'])[1 + g % 2]
      from generate_series(1, 1500) g`);
    await db().execute(sql`vacuum analyze affiliates`);
    const expected = async (where: ReturnType<typeof sql>) =>
      (
        await rows<{ id: string }>(
          sql`select id from affiliates a where ${where} order by name, id`,
        )
      ).map((r) => r.id);
    expect(await everyPage(AFFILIATES, {})).toEqual(await expected(sql`true`));
    expect(await everyPage(AFFILIATES, { filter: { status: 'pending' } })).toEqual(
      await expected(sql`status = 'pending'`),
    );
    // A common first name's matches are together in name order: the first page of 'maria paged'
    // is found walking the name index, the first of 'nikos paged' (after every Maria) through the
    // trigram indexes and its later ones walking again; a rare term, through the trigram indexes.
    const searches: [Record<string, string>, ReturnType<typeof sql>, number][] = [
      [{ search: 'maria paged' }, sql`name ilike '%maria paged%'`, 750],
      [{ search: 'NIKOS PAGED' }, sql`name ilike '%nikos paged%'`, 750],
      [
        { search: 'paged1' },
        sql`name ilike '%paged1%' or email ilike '%paged1%' or code ilike '%paged1%'`,
        612,
      ],
      [{ search: 'paged1499@' }, sql`email = 'paged1499@affiliates.test'`, 1],
      [
        { search: 'PAGED77', status: 'pending' },
        sql`code ilike '%PAGED77%' and status = 'pending'`,
        6,
      ],
    ];
    for (const first of [20, 100])
      for (const [filter, where, count] of searches) {
        const found = await everyPage(AFFILIATES, { filter }, first);
        expect(found).toHaveLength(count);
        expect(found).toEqual(await expected(where));
      }
  });

  it('reads the lists newest first from their indexes', async () => {
    const plan = async (statement: ReturnType<typeof sql>) =>
      (await rows<Record<string, string>>(sql`explain ${statement}`))
        .map((row) => Object.values(row)[0])
        .join('\n');
    expect(
      await plan(sql`select id from commissions order by created_at desc, id desc limit 21`),
    ).toContain('commissions_created_idx');
    expect(
      await plan(sql`select id from commissions where status = 'approved'
        order by created_at desc, id desc limit 21`),
    ).toContain('commissions_status_created_idx');
    expect(
      await plan(sql`select id from affiliate_payouts order by created_at desc, id desc limit 21`),
    ).toContain('affiliate_payouts_created_idx');
    // A few thousand affiliates are read whole more cheaply; the index serves the search still.
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from affiliates where search like lower(${'%Paged1234%'})`,
      );
      expect(JSON.stringify(rowsOf(result))).toContain('affiliates_search_trgm_idx');
    });
  });
});
