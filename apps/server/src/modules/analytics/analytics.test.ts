import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql';
import { PAYMENT_METHODS } from '@back-office/domain/constants';
import {
  addDays,
  PERIOD_MESSAGES,
  presetRange,
  previousPeriod,
  todayIn,
} from '@back-office/domain/periods';
import { rowsOf } from '../../db/rows';
import { foldFacts } from '../../jobs/fold';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';
import { expectOnly, signInEveryRole, type Callers } from '../../test/sessions';
import { expectRollupsRebuilt } from '../../test/rollups';
import {
  loadRawFacts,
  rawDaily,
  rawHeatmap,
  rawOffers,
  rawOverview,
  rawProducts,
  rawRetention,
  rawStaff,
  type Range,
  type RawFacts,
} from './analytics.raw';
import type {
  AnalyticsPeriod,
  AnalyticsPointFragment,
  TypedDocumentString,
} from '../../test/gql/graphql';

graphql(`
  fragment AnalyticsFigures on AnalyticsOverview {
    currency
    redeemedValueMinor {
      value
      previous
      change
    }
    redemptions {
      value
      previous
    }
    couponsIssued {
      value
      previous
    }
    redemptionRate {
      value
      previous
    }
    activeMerchants {
      value
      previous
    }
    newCustomers {
      value
      previous
    }
    returningCustomers {
      value
      previous
    }
    grossSalesMinor {
      value
      previous
    }
    grossSalesByMethod {
      paymentMethod
      grossMinor {
        value
        previous
      }
    }
    openReceivablesMinor {
      value
    }
  }
`);
const OVERVIEW = graphql(`
  query AnalyticsOverview($period: AnalyticsPeriod!) {
    analytics {
      overview(period: $period) {
        ...AnalyticsFigures
      }
    }
  }
`);
const PLATFORM_OVERVIEW = graphql(`
  query AnalyticsPlatformOverview($period: AnalyticsPeriod!) {
    analytics {
      platformOverview(period: $period) {
        ...AnalyticsFigures
      }
    }
  }
`);
graphql(`
  fragment AnalyticsPoint on SeriesPoint {
    bucket
    currency
    redemptions
    redeemedValueMinor
    grossSalesMinor
    couponsIssued
    newCustomers
    returningCustomers
  }
`);
const SERIES = graphql(`
  query AnalyticsSeries($period: AnalyticsPeriod!) {
    analytics {
      series(period: $period) {
        ...AnalyticsPoint
      }
    }
  }
`);
const PLATFORM_SERIES = graphql(`
  query AnalyticsPlatformSeries($period: AnalyticsPeriod!) {
    analytics {
      platformSeries(period: $period) {
        ...AnalyticsPoint
      }
    }
  }
`);
const TOP_OFFERS = graphql(`
  query AnalyticsTopOffers($period: AnalyticsPeriod!) {
    analytics {
      topOffers(period: $period, limit: 50) {
        offerId
        redemptions
        redeemedValueMinor
      }
    }
  }
`);
const PLATFORM_TOP_OFFERS = graphql(`
  query AnalyticsPlatformTopOffers($period: AnalyticsPeriod!) {
    analytics {
      platformTopOffers(period: $period, limit: 50) {
        offerId
        redemptions
        redeemedValueMinor
      }
    }
  }
`);
const TOP_PRODUCTS = graphql(`
  query AnalyticsTopProducts($period: AnalyticsPeriod!) {
    analytics {
      topProducts(period: $period, limit: 50) {
        productId
        units
        grossMinor
      }
    }
  }
`);
const TOP_MERCHANTS = graphql(`
  query AnalyticsTopMerchants($period: AnalyticsPeriod!) {
    analytics {
      topMerchants(period: $period, limit: 50) {
        merchantId
        redemptions
        redeemedValueMinor
      }
    }
  }
`);
const HEATMAP = graphql(`
  query AnalyticsHeatmap($period: AnalyticsPeriod!) {
    analytics {
      heatmap(period: $period) {
        weekday
        hour
        redemptions
      }
    }
  }
`);
const STAFF_TOTALS = graphql(`
  query AnalyticsStaffTotals($period: AnalyticsPeriod!) {
    analytics {
      staffActivityTotals(period: $period) {
        day
        signIns
        activeEmployees
      }
    }
  }
`);
const STAFF_BUSINESSES = graphql(`
  query AnalyticsStaffBusinesses($period: AnalyticsPeriod!) {
    analytics {
      staffActivityByBusiness(period: $period) {
        merchantId
        signIns
        activeDays
        mostActiveEmployees
      }
    }
  }
`);
const WALLET = graphql(`
  query AnalyticsWallet($period: AnalyticsPeriod!) {
    analytics {
      walletActivity(period: $period) {
        day
        walletOpens
        offersTaken
        redemptions
      }
    }
  }
`);
const RETENTION = graphql(`
  query AnalyticsRetention {
    analytics {
      retention(months: 24) {
        cohort
        customers
        months
      }
    }
  }
`);
const QUEUE = graphql(`
  query AnalyticsQueue {
    analytics {
      actionQueue {
        key
        count
        href
      }
    }
  }
`);
const PLATFORM_QUEUE = graphql(`
  query AnalyticsPlatformQueue {
    analytics {
      platformActionQueue {
        key
        count
        href
      }
    }
  }
`);

// A small seeded generator: the same random data on every run.
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

const DAY = 86_400_000;

// Rows of a raw statement, typed as the statement selects them.
type Rows = <T>(query: ReturnType<typeof sql>) => Promise<T[]>;
type OfferRow = { id: string; merchant_id: string; retail_price: number; currency: string };

describe.each(DATABASE_KINDS)('analytics on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let admin: string;
  let aroma: string;
  let blueBay: string;
  const db = () => h.database.db;
  const rows: Rows = async (query) => rowsOf(await db().execute(query));

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    admin = callers.token('ADMIN')!;
    aroma = callers.token('EXECUTIVE')!;
    blueBay = (await signInTo(h, 'exec@demo.test', h.merchants.blueBay)).token;
  }, 120_000);
  afterAll(() => h?.close());

  // Each document asks for one analytics field: its answer.
  async function ask<T, V>(
    query: TypedDocumentString<{ analytics: Record<string, T> }, V>,
    token: string,
    variables: V,
  ) {
    const res = await h.gql(query, variables, { token });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return Object.values(res.data!.analytics)[0]!;
  }

  it('shows non-zero demo figures for both merchants and the platform over the last 30 days', async () => {
    const period = presetRange('last30Days', todayIn('Europe/Nicosia'));
    const [platform] = await ask(PLATFORM_OVERVIEW, admin, { period });
    expect(platform!.redemptions.value).toBeGreaterThan(0);
    expect(platform!.redeemedValueMinor.value).toBeGreaterThan(0);
    expect(platform!.couponsIssued.value).toBeGreaterThan(0);
    expect(platform!.newCustomers.value).toBeGreaterThan(0);
    expect(platform!.activeMerchants!.value).toBeGreaterThanOrEqual(2);
    expect(platform!.grossSalesMinor.value).toBeGreaterThan(0);
    for (const token of [aroma, blueBay]) {
      const [business] = await ask(OVERVIEW, token, { period });
      expect(business!.redemptions.value).toBeGreaterThan(0);
      expect(business!.couponsIssued.value).toBeGreaterThan(0);
      expect(business!.activeMerchants).toBeNull();
    }
    const [a] = await ask(OVERVIEW, aroma, { period });
    const [b] = await ask(OVERVIEW, blueBay, { period });
    expect(a!.redeemedValueMinor.value).not.toBe(b!.redeemedValueMinor.value);
    const queue = await ask(PLATFORM_QUEUE, admin, {});
    expect(queue.map((i) => i.key)).toEqual([
      'pendingOffers',
      'overdueInvoices',
      'overdueTickets',
      'pastDueSubscriptions',
      'pendingCampaigns',
    ]);
    // The demo's Iced Latte campaign waits for review.
    expect(queue.find((i) => i.key === 'pendingCampaigns')).toEqual({
      key: 'pendingCampaigns',
      count: 1,
      href: '/advertisement?tab=review',
    });
    expect(queue.find((i) => i.key === 'pastDueSubscriptions')).toEqual({
      key: 'pastDueSubscriptions',
      count: 0,
      href: '/subscription-settings?tab=subscribers&status=past_due',
    });
    expect(queue.find((i) => i.key === 'overdueInvoices')!.href).toBe('/accounting?overdue=true');
    // Every business's invoices past their due day where the business is, and still owed.
    const [overdue] = rowsOf<{ n: number }>(
      await h.database.db.execute(sql`select count(*)::int as n from invoice_settlements st
        where st.kind = 'invoice' and st.outstanding > 0
          and st.due_date < (now() at time zone analytics_timezone(st.merchant_id))::date`),
    );
    expect(overdue!.n).toBeGreaterThan(0);
    expect(queue.find((i) => i.key === 'overdueInvoices')!.count).toBe(overdue!.n);
    expect(queue.find((i) => i.key === 'pendingOffers')!.href).toBe('/pending-offers');
    expect((await ask(QUEUE, aroma, {})).map((i) => i.key)).toEqual([
      'overdueInvoices',
      'lowStock',
    ]);
  });

  it('refuses platform figures to everyone but ADMIN and business figures to all but EXECUTIVE', async () => {
    const period = '{ from: "2026-01-01", to: "2026-01-31" }';
    const platform = [
      `platformOverview(period: ${period}) { currency }`,
      `platformSeries(period: ${period}) { bucket }`,
      `topMerchants(period: ${period}) { merchantId }`,
      `platformTopOffers(period: ${period}) { offerId }`,
      `platformActionQueue { key }`,
      `staffActivityTotals(period: ${period}) { day }`,
      `staffActivityByBusiness(period: ${period}) { merchantId }`,
      `walletActivity(period: ${period}) { day }`,
      `retention { cohort }`,
    ];
    for (const field of platform)
      await expectOnly(h, callers, ['ADMIN', 'su'], `query { analytics { ${field} } }`);
    const business = [
      `overview(period: ${period}) { currency }`,
      `series(period: ${period}) { bucket }`,
      `topOffers(period: ${period}) { offerId }`,
      `topProducts(period: ${period}) { productId }`,
      `heatmap(period: ${period}) { hour }`,
      `lowStock { productId }`,
      `actionQueue { key }`,
    ];
    for (const field of business)
      await expectOnly(h, callers, ['EXECUTIVE'], `query { analytics { ${field} } }`);
  });

  it('refuses a bad period with a message saying why', async () => {
    const cases: [AnalyticsPeriod, string][] = [
      [{ from: '2026-03-02', to: '2026-03-01' }, PERIOD_MESSAGES.periodReversed],
      [{ from: '2020-01-01', to: '2025-01-01' }, PERIOD_MESSAGES.periodTooLong],
      [{ from: '2026-02-30', to: '2026-03-01' }, PERIOD_MESSAGES.periodMalformed],
      [{ from: '01/03/2026', to: '2026-03-01' }, PERIOD_MESSAGES.periodMalformed],
      [
        { from: '2026-01-01', to: '2026-03-01', granularity: 'hour' },
        PERIOD_MESSAGES.granularityTooFine,
      ],
      [
        { from: '2026-01-01', to: '2026-03-01', granularity: 'decade' },
        PERIOD_MESSAGES.granularityInvalid,
      ],
    ];
    for (const [period, message] of cases) {
      const res = await h.gql(SERIES, { period }, { token: aroma });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe(message);
    }
    const five = await h.gql(
      OVERVIEW,
      { period: { from: '2020-01-01', to: '2024-12-31' } },
      { token: aroma },
    );
    expect(five.errors).toBeUndefined();
    const limit = await h.gql(
      graphql(`
        query AnalyticsTopOffersNone {
          analytics {
            topOffers(period: { from: "2026-01-01", to: "2026-01-02" }, limit: 0) {
              offerId
            }
          }
        }
      `),
      {},
      { token: aroma },
    );
    expect(limit.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  describe('random facts across time-zone day boundaries', () => {
    let facts: RawFacts;
    const today = todayIn('Europe/Nicosia');
    const periods: Range[] = [
      presetRange('last30Days', today),
      presetRange('last7Days', today),
      { from: addDays(today, -45), to: addDays(today, -20) },
      presetRange('today', today),
      // Whole months in both this period and the one before it: read from the monthly rollups.
      { from: addDays(today, -75), to: today },
    ];

    beforeAll(async () => {
      // Blue Bay counts its days in New York: 03:30 UTC is still the day before there, while
      // 23:30 UTC is already tomorrow in Nicosia. A changed zone is repaired by analytics_rebuild().
      await db().execute(sql`insert into business_settings (merchant_id, timezone)
        values (${h.merchants.blueBay}, 'America/New_York')
        on conflict (merchant_id) do update set timezone = excluded.timezone`);
      await db().execute(sql`select analytics_rebuild()`);
      await insertRandomFacts(h, rows, 20261123);
      await concurrentBurst(h, rows);
      facts = await loadRawFacts(db());
    }, 120_000);

    it('keeps by the fold exactly what a rebuild from the raw rows computes', async () => {
      await foldFacts(db(), { wait: true });
      await expectRollupsRebuilt(h);
    });

    it('answers every overview figure as the raw rows do, for businesses and the platform', async () => {
      for (const period of periods) {
        const previous = previousPeriod(period);
        for (const [token, merchantId, query] of [
          [aroma, h.merchants.aroma, OVERVIEW],
          [blueBay, h.merchants.blueBay, OVERVIEW],
          [admin, null, PLATFORM_OVERVIEW],
        ] as const) {
          const answer = await ask(query, token, { period });
          const now = rawOverview(facts, merchantId, period);
          const before = rawOverview(facts, merchantId, previous);
          for (const entry of answer) {
            const n = now.get(entry.currency);
            const p = before.get(entry.currency);
            const where = `${merchantId ?? 'platform'} ${period.from}..${period.to} ${entry.currency}`;
            const expectPair = (
              name: string,
              got: { value: number; previous: number },
              key: keyof NonNullable<typeof n>,
            ) =>
              expect([got.value, got.previous], `${where} ${name}`).toEqual([
                (n?.[key] as number) ?? 0,
                (p?.[key] as number) ?? 0,
              ]);
            expectPair('redemptions', entry.redemptions, 'redemptions');
            expectPair('redeemed', entry.redeemedValueMinor, 'redeemedValue');
            expectPair('coupons', entry.couponsIssued, 'couponsIssued');
            expectPair('new', entry.newCustomers, 'newCustomers');
            expectPair('returning', entry.returningCustomers, 'returningCustomers');
            expectPair('gross', entry.grossSalesMinor, 'grossSales');
            if (merchantId === null)
              expectPair('merchants', entry.activeMerchants!, 'activeMerchants');
            const rate = (o: typeof n) =>
              o && o.couponsIssued ? o.redemptions / o.couponsIssued : 0;
            expect(entry.redemptionRate.value).toBeCloseTo(rate(n), 10);
            expect(entry.redemptionRate.previous).toBeCloseTo(rate(p), 10);
            const methods = Object.fromEntries(
              entry.grossSalesByMethod.map((m) => [
                m.paymentMethod,
                [m.grossMinor.value, m.grossMinor.previous],
              ]),
            );
            const expected: Record<string, number[]> = {};
            for (const m of new Set([
              ...Object.keys(n?.byMethod ?? {}),
              ...Object.keys(p?.byMethod ?? {}),
            ]))
              expected[m] = [n?.byMethod[m] ?? 0, p?.byMethod[m] ?? 0];
            expect(methods, `${where} methods`).toEqual(expected);
          }
          // Every currency with raw facts is answered.
          for (const currency of now.keys())
            expect(answer.map((e) => e.currency)).toContain(currency);
        }
      }
      // Refunds happened, so gross is below the sales before refunds.
      expect(facts.sales.some((s) => s.kind === 'refund')).toBe(true);
    });

    it('answers series, top offers and products, merchants and the heatmap as the raw rows do', async () => {
      for (const period of [...periods.slice(0, 3), periods[4]!]) {
        for (const granularity of ['day', 'week', 'month'] as const) {
          // A week's bucket is its Monday and a month's its first day, or the period's first day
          // for the week or month it starts in.
          const startOf = (day: string) => {
            if (granularity === 'month') return `${day.slice(0, 7)}-01`;
            const date = new Date(`${day}T00:00:00Z`);
            return granularity === 'day' ? day : addDays(day, -((date.getUTCDay() + 6) % 7));
          };
          const bucketOf = (day: string) => [startOf(day), period.from].sort()[1]!;
          for (const [token, merchantId, query] of [
            [aroma, h.merchants.aroma, SERIES],
            [blueBay, h.merchants.blueBay, SERIES],
            [admin, null, PLATFORM_SERIES],
          ] as const) {
            const points = await ask(query, token, { period: { ...period, granularity } });
            const raw = new Map<string, [number, number, number, number]>();
            for (const [key, r] of rawDaily(facts, merchantId, period)) {
              const [day, currency] = key.split(' ') as [string, string];
              const bucket = `${bucketOf(day)} ${currency}`;
              const sums = raw.get(bucket) ?? [0, 0, 0, 0];
              raw.set(bucket, [
                sums[0] + r.redemptions,
                sums[1] + r.value,
                sums[2] + r.gross,
                sums[3] + r.coupons,
              ]);
            }
            for (const point of points)
              expect(
                [
                  point.redemptions,
                  point.redeemedValueMinor,
                  point.grossSalesMinor,
                  point.couponsIssued,
                ],
                `${merchantId} ${granularity} ${point.bucket}`,
              ).toEqual(raw.get(`${point.bucket} ${point.currency}`) ?? [0, 0, 0, 0]);
            const answered = points.filter((x) => x.redemptions || x.couponsIssued).length;
            expect(answered, `${merchantId} ${granularity} buckets`).toBe(
              [...raw.values()].filter(([redemptions, , , coupons]) => redemptions || coupons)
                .length,
            );
            const sum = (f: (x: AnalyticsPointFragment) => number) =>
              points.reduce((s, x) => s + f(x), 0);
            const overview = rawOverview(facts, merchantId, period);
            const totalNew = [...overview.values()].reduce((s, e) => s + e.newCustomers, 0);
            expect(sum((x) => x.newCustomers)).toBe(totalNew);
          }
        }
        for (const [token, merchantId, query] of [
          [aroma, h.merchants.aroma, TOP_OFFERS],
          [blueBay, h.merchants.blueBay, TOP_OFFERS],
          [admin, null, PLATFORM_TOP_OFFERS],
        ] as const) {
          const offers = await ask(query, token, { period });
          const raw = rawOffers(facts, merchantId, period);
          for (const o of offers) {
            const r = raw.get(o.offerId);
            expect([o.redemptions, o.redeemedValueMinor]).toEqual([
              r?.redemptions ?? 0,
              r?.value ?? 0,
            ]);
          }
          expect(offers.filter((o) => o.redemptions > 0).length).toBe(raw.size);
        }
        for (const [token, merchantId] of [
          [aroma, h.merchants.aroma],
          [blueBay, h.merchants.blueBay],
        ] as const) {
          const products = await ask(TOP_PRODUCTS, token, { period });
          const raw = rawProducts(facts, merchantId, period);
          const got = Object.fromEntries(
            products.map((x) => [x.productId, [x.units, x.grossMinor]]),
          );
          expect(got).toEqual(
            Object.fromEntries([...raw].map(([id, v]) => [id, [v.units, v.gross]])),
          );
          const cells = await ask(HEATMAP, token, { period });
          const rawCells = rawHeatmap(facts, merchantId, period);
          expect(
            Object.fromEntries(cells.map((c) => [`${c.weekday} ${c.hour}`, c.redemptions])),
          ).toEqual(Object.fromEntries(rawCells));
        }
        const merchants = await ask(TOP_MERCHANTS, admin, { period });
        for (const m of merchants) {
          const o = rawOverview(facts, m.merchantId, period);
          const e = [...o.values()][0];
          expect([m.redemptions, m.redeemedValueMinor]).toEqual([
            e?.redemptions ?? 0,
            e?.redeemedValue ?? 0,
          ]);
        }
      }
    });

    it('answers hourly series as the raw rows do', async () => {
      const period = { ...presetRange('last7Days', today), granularity: 'hour' };
      const points = await ask(SERIES, aroma, { period });
      expect(points.length).toBe(7 * 24);
      const total = points.reduce((s, p) => s + p.redemptions, 0);
      const raw = rawOverview(facts, h.merchants.aroma, period).get('EUR');
      expect(total).toBe(raw?.redemptions ?? 0);
    });

    it('answers staff, wallet and retention figures as the raw rows do', async () => {
      const period = { from: addDays(today, -70), to: today };
      const raw = rawStaff(facts, period);
      expect(raw.size).toBeGreaterThan(3);
      // The totals per day and per business add up the raw rows of each business and day.
      const perDay = new Map<string, [number, number]>();
      const perBusiness = new Map<string, [number, number, number]>();
      for (const [key, v] of raw) {
        const [day, merchantId] = key.split(' ') as [string, string];
        const d = perDay.get(day) ?? [0, 0];
        perDay.set(day, [d[0] + v.signIns, d[1] + v.employees.size]);
        const b = perBusiness.get(merchantId) ?? [0, 0, 0];
        perBusiness.set(merchantId, [
          b[0] + v.signIns,
          b[1] + (v.employees.size > 0 ? 1 : 0),
          Math.max(b[2], v.employees.size),
        ]);
      }
      const totals = await ask(STAFF_TOTALS, admin, { period });
      expect(
        Object.fromEntries(totals.map((s) => [s.day, [s.signIns, s.activeEmployees]])),
      ).toEqual(Object.fromEntries(perDay));
      const businesses = await ask(STAFF_BUSINESSES, admin, { period });
      expect(
        Object.fromEntries(
          businesses.map((b) => [b.merchantId, [b.signIns, b.activeDays, b.mostActiveEmployees]]),
        ),
      ).toEqual(Object.fromEntries(perBusiness));
      expect(businesses.map((b) => b.signIns)).toEqual(
        [...businesses.map((b) => b.signIns)].sort((x: number, y: number) => y - x),
      );

      const wallet = await ask(WALLET, admin, { period });
      expect(wallet.length).toBe(71);
      const opens = new Map<string, number>();
      for (const o of facts.walletOpens) opens.set(o.day, (opens.get(o.day) ?? 0) + 1);
      const daily = rawDaily(facts, null, period);
      for (const w of wallet) {
        const eur = daily.get(`${w.day} EUR`);
        expect([w.walletOpens, w.offersTaken, w.redemptions], w.day).toEqual([
          opens.get(w.day) ?? 0,
          eur?.coupons ?? 0,
          eur?.redemptions ?? 0,
        ]);
      }

      const cohorts = await ask(RETENTION, admin, {});
      const rawCohorts = rawRetention(facts);
      expect(cohorts.length).toBeGreaterThan(1);
      for (const c of cohorts) {
        const byMonth = rawCohorts.get(c.cohort)!;
        expect(c.customers, c.cohort).toBe(byMonth.get(c.cohort));
        c.months.forEach((share: number, i: number) => {
          const d = new Date(`${c.cohort}-01T00:00:00Z`);
          d.setUTCMonth(d.getUTCMonth() + i);
          expect(share).toBeCloseTo(
            (byMonth.get(d.toISOString().slice(0, 7)) ?? 0) / c.customers,
            10,
          );
        });
      }
    });
  });
});

/** Random customers, coupons, redemptions, counter sales and refunds, scans, sessions and wallet
 * opens over the last 70 days, many at 23:30 or 03:30 UTC, written in a shuffled order. */
async function insertRandomFacts(h: Harness, rows: Rows, seed: number) {
  const rnd = generator(seed);
  const db = h.database.db;
  const now = Date.now();
  const moment = () => {
    const day = now - (1 + rnd.int(70)) * DAY;
    const base = new Date(day);
    const hour = rnd.pick([23, 3, 23, 3, rnd.int(24)]);
    base.setUTCHours(hour, hour === 23 || hour === 3 ? 30 : rnd.int(60), rnd.int(60), 0);
    return Math.min(base.getTime(), now - 60_000);
  };
  const merchants = [h.merchants.aroma, h.merchants.blueBay];
  const offers = await rows<OfferRow>(sql`select id, merchant_id, retail_price, currency from offers
    where merchant_id in (${h.merchants.aroma}, ${h.merchants.blueBay})`);
  const products = await rows<{
    id: string;
    merchant_id: string;
    price: string;
  }>(sql`select id, merchant_id, price from products
    where merchant_id in (${h.merchants.aroma}, ${h.merchants.blueBay})`);
  const staff = await rows<{
    employee_id: string;
    merchant_id: string;
  }>(sql`select employee_id, merchant_id from memberships
    where merchant_id in (${h.merchants.aroma}, ${h.merchants.blueBay})`);
  const customers: string[] = [];
  for (let i = 0; i < 25; i++) {
    const [c] = await rows<{
      id: string;
    }>(sql`insert into customers (first_name, last_name, email, wallet_key_hash)
      values ('Random', ${`C${i}`}, ${`random${i}-${seed}@example.test`}, ${randomUUID()}) returning id`);
    customers.push(c!.id);
  }
  // Coupons: distinct (offer, customer) pairs, inserted in random order of time.
  const pairs = new Set<string>();
  const coupons: { offer: OfferRow; customer: string; at: number }[] = [];
  while (coupons.length < 140) {
    const offer = rnd.pick(offers);
    const customer = rnd.pick(customers);
    if (pairs.has(`${offer.id} ${customer}`)) continue;
    pairs.add(`${offer.id} ${customer}`);
    coupons.push({ offer, customer, at: moment() });
  }
  for (const c of coupons) {
    const [row] = await rows<{
      id: string;
    }>(sql`insert into coupons (offer_id, customer_id, merchant_id, name,
        retail_price, currency, expires_at, created_at)
      values (${c.offer.id}, ${c.customer}, ${c.offer.merchant_id}, 'Random', ${c.offer.retail_price},
        ${c.offer.currency}, ${new Date(now + 30 * DAY).toISOString()}, ${new Date(c.at).toISOString()})
      returning id`);
    if (rnd.next() < 0.6) {
      const at = Math.min(c.at + rnd.int(5 * DAY), now - 1000);
      await db.execute(sql`insert into sales (merchant_id, coupon_id, customer_id, amount, currency, created_at)
        values (${c.offer.merchant_id}, ${row!.id}, ${c.customer}, ${c.offer.retail_price}, ${c.offer.currency},
          ${new Date(at).toISOString()})`);
    }
  }
  // Counter sales with lines, and refunds of some of them (with a line back for half).
  for (let i = 0; i < 60; i++) {
    const merchantId = rnd.pick(merchants);
    const mine = products.filter((p) => p.merchant_id === merchantId);
    const lines = Array.from({ length: 1 + rnd.int(3) }, () => {
      const product = rnd.pick(mine);
      const quantity = 1 + rnd.int(3);
      return { product, quantity, amount: quantity * Number(product.price) };
    });
    const total = lines.reduce((s, l) => s + l.amount, 0);
    const method = rnd.pick(PAYMENT_METHODS);
    const at = moment();
    const [sale] = await rows<{
      id: string;
    }>(sql`insert into sales (merchant_id, amount, currency, kind, payment_method,
        customer_id, created_at)
      values (${merchantId}, ${total}, 'EUR', 'counter', ${method}, ${rnd.pick(customers)},
        ${new Date(at).toISOString()}) returning id`);
    for (const [position, l] of lines.entries())
      await db.execute(sql`insert into sale_lines (sale_id, merchant_id, product_id, description,
          quantity, unit_amount, amount, position)
        values (${sale!.id}, ${merchantId}, ${l.product.id}, 'Item', ${l.quantity}, ${l.product.price},
          ${l.amount}, ${position})`);
    if (rnd.next() < 0.35) {
      const back = lines[0]!;
      const withLine = rnd.next() < 0.5;
      const amount = withLine ? Number(back.product.price) : 1 + rnd.int(total);
      const refundAt = Math.min(at + rnd.int(3 * DAY), now - 1000);
      const [refund] = await rows<{
        id: string;
      }>(sql`insert into sales (merchant_id, amount, currency, kind,
          payment_method, refund_of, reason, created_at)
        values (${merchantId}, ${-amount}, 'EUR', 'refund', ${method}, ${sale!.id}, 'Random',
          ${new Date(refundAt).toISOString()}) returning id`);
      if (withLine)
        await db.execute(sql`insert into sale_lines (sale_id, merchant_id, product_id, description,
            quantity, unit_amount, amount, position)
          values (${refund!.id}, ${merchantId}, ${back.product.id}, 'Item', 1, ${back.product.price},
            ${back.product.price}, 0)`);
    }
  }
  // Scans by the businesses' staff, and sessions (a family's renewals come after its start).
  for (let i = 0; i < 40; i++) {
    const member = rnd.pick(staff);
    await db.execute(sql`insert into scans (merchant_id, employee_id, outcome, created_at)
      values (${member.merchant_id}, ${member.employee_id}, 'COUPON_REDEEMED', ${new Date(moment()).toISOString()})`);
  }
  for (let i = 0; i < 15; i++) {
    const member = rnd.pick(staff);
    const family = randomUUID();
    let at = moment();
    for (let k = 0; k < 1 + rnd.int(3); k++) {
      await db.execute(sql`insert into refresh_tokens (family_id, employee_id, merchant_id, token_hash,
          expires_at, created_at)
        values (${family}, ${member.employee_id}, ${member.merchant_id}, ${randomUUID()},
          ${new Date(now + DAY).toISOString()}, ${new Date(at).toISOString()})`);
      at = Math.min(at + rnd.int(DAY), now - 1000);
    }
  }
  for (let i = 0; i < 20; i++) {
    const day = new Date(now - rnd.int(70) * DAY).toISOString().slice(0, 10);
    await db.execute(sql`insert into wallet_opens (customer_id, day) values (${rnd.pick(customers)}, ${day})
      on conflict do nothing`);
  }
}

/** Many writers at once (on PostgreSQL, the pool's connections in parallel): coupons of the same
 * few customers on the same day at both businesses, and their redemptions, race for the same
 * rollup and key rows. */
async function concurrentBurst(h: Harness, rows: Rows) {
  const db = h.database.db;
  const at = new Date(Date.now() - 2 * DAY);
  at.setUTCHours(23, 30, 0, 0);
  const offers = await rows<OfferRow>(sql`select id, merchant_id, retail_price, currency from offers
    where merchant_id in (${h.merchants.aroma}, ${h.merchants.blueBay})`);
  const customers: string[] = [];
  for (let i = 0; i < 6; i++) {
    const [c] = await rows<{
      id: string;
    }>(sql`insert into customers (first_name, last_name, email, wallet_key_hash)
      values ('Burst', ${`B${i}`}, ${`burst${i}@example.test`}, ${randomUUID()}) returning id`);
    customers.push(c!.id);
  }
  await Promise.all(
    customers.flatMap((customer, i) =>
      offers.map(async (offer, k) => {
        const [coupon] = await rows<{
          id: string;
        }>(sql`insert into coupons (offer_id, customer_id, merchant_id, name,
            retail_price, currency, expires_at, created_at)
          values (${offer.id}, ${customer}, ${offer.merchant_id}, 'Burst', ${offer.retail_price},
            ${offer.currency}, ${new Date(Date.now() + 30 * DAY).toISOString()},
            ${new Date(at.getTime() + ((i + k) % 3) * 60_000).toISOString()}) returning id`);
        if ((i + k) % 2 === 0)
          await db.execute(sql`insert into sales (merchant_id, coupon_id, customer_id, amount, currency, created_at)
            values (${offer.merchant_id}, ${coupon!.id}, ${customer}, ${offer.retail_price},
              ${offer.currency}, ${new Date(at.getTime() + 3_600_000).toISOString()})`);
      }),
    ),
  );
}
