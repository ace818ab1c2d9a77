import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '@back-office/domain/periods';
import { BUSINESS_SETTINGS_DEFAULTS } from '@back-office/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldFacts } from '../jobs/fold';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../test/harness';
import { graphql } from '../test/gql';
import { expectRollupsRebuilt } from '../test/rollups';
import { rowsOf } from './rows';

// Issue 44: the demo looks like a year in business (decision record 035).

const OVERVIEW = graphql(`
  query DemoYearOverview($period: AnalyticsPeriod!) {
    analytics {
      overview(period: $period) {
        ...DemoYearFigures
      }
    }
  }
`);
const PLATFORM_OVERVIEW = graphql(`
  query DemoYearPlatformOverview($period: AnalyticsPeriod!) {
    analytics {
      platformOverview(period: $period) {
        ...DemoYearFigures
      }
    }
  }
`);
graphql(`
  fragment DemoYearFigures on AnalyticsOverview {
    currency
    redeemedValueMinor {
      previous
    }
    redemptions {
      previous
    }
    couponsIssued {
      previous
    }
    redemptionRate {
      previous
    }
    activeMerchants {
      previous
    }
    newCustomers {
      previous
    }
    returningCustomers {
      previous
    }
    grossSalesMinor {
      previous
    }
    grossSalesByMethod {
      paymentMethod
      grossMinor {
        previous
      }
    }
    openReceivablesMinor {
      previous
    }
  }
`);
const SCANS = graphql(`
  query DemoYearScans($filter: ScanFilter!, $after: String) {
    scan {
      list(filter: $filter, after: $after) {
        endCursor
        hasNextPage
      }
    }
  }
`);
const SALES = graphql(`
  query DemoYearSales($after: String) {
    sale {
      list(after: $after) {
        endCursor
        hasNextPage
      }
    }
  }
`);
const INVOICES = graphql(`
  query DemoYearInvoices($after: String) {
    accounting {
      list(after: $after) {
        endCursor
        hasNextPage
      }
    }
  }
`);

// The year's customers' emails end in their number; its offers' titles in their first day.
const YEAR_CUSTOMER = String.raw`\.\d+@customers\.demo\.test$`;
const YEAR_OFFER = ' · ';

/** Reads pages of 20 (the lists' default) until there is no next one, or a fourth. */
async function pagesOf(
  next: (after: string | null) => Promise<{ endCursor?: string | null; hasNextPage: boolean }>,
) {
  let after: string | null = null;
  for (let pages = 1; ; pages++) {
    const page = await next(after);
    if (!page.hasNextPage || pages === 4) return page.hasNextPage ? pages + 1 : pages;
    after = page.endCursor ?? null;
  }
}

describe.each(DATABASE_KINDS)('a year of demo data on %s', (kind) => {
  let h: Harness;
  const db = () => h.database.db;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    h = await createHarness(kind, {}, { demoYear: true });
    tokens.admin = (await signInTo(h, 'admin@demo.test', h.merchants.provider)).token;
    tokens.aroma = (await signInTo(h, 'exec@demo.test', h.merchants.aroma)).token;
    tokens.blueBay = (await signInTo(h, 'exec@demo.test', h.merchants.blueBay)).token;
    tokens.cashier = (await signInTo(h, 'cashier@demo.test', h.merchants.aroma)).token;
    tokens.sales = (await signInTo(h, 'sales@demo.test', h.merchants.aroma)).token;
    tokens.accountant = (await signInTo(h, 'accountant@demo.test', h.merchants.aroma)).token;
  }, 180_000);
  afterAll(() => h?.close());

  it('has redemptions on every one of the last 365 days of each merchant, in its time zone', async () => {
    for (const merchantId of [h.merchants.aroma, h.merchants.blueBay]) {
      const [days] = rowsOf<{ days: number }>(
        await db()
          .execute(sql`select count(distinct (s.created_at at time zone z.tz)::date)::int as days
          from sales s,
            lateral (select coalesce((select timezone from business_settings where merchant_id = s.merchant_id),
              'Europe/Nicosia') as tz) z
          where s.merchant_id = ${merchantId} and s.kind = 'redemption'
            and (s.created_at at time zone z.tz)::date between (now() at time zone z.tz)::date - 365
              and (now() at time zone z.tz)::date - 1`),
      );
      expect(days!.days).toBe(365);
    }
  });

  it('gives every dashboard card of the admin and of each business a previous-period figure', async () => {
    const today = todayIn(BUSINESS_SETTINGS_DEFAULTS.timezone);
    const period = { from: addDays(today, -29), to: today };
    const overviews = [
      [
        'admin',
        (await h.gql(PLATFORM_OVERVIEW, { period }, { token: tokens.admin })).data!.analytics
          .platformOverview,
      ],
      [
        'Aroma Cafe',
        (await h.gql(OVERVIEW, { period }, { token: tokens.aroma })).data!.analytics.overview,
      ],
      [
        'Blue Bay Travel',
        (await h.gql(OVERVIEW, { period }, { token: tokens.blueBay })).data!.analytics.overview,
      ],
    ] as const;
    for (const [who, entries] of overviews) {
      expect(
        entries.map((e) => e.currency),
        who,
      ).toEqual(['EUR']);
      const { currency: _, grossSalesByMethod, activeMerchants, ...cards } = entries[0]!;
      for (const [card, figure] of Object.entries(cards))
        expect(figure.previous, `${who}: ${card}`).toBeGreaterThan(0);
      if (who === 'admin') expect(activeMerchants?.previous, who).toBe(2);
      expect(grossSalesByMethod.map((m) => m.paymentMethod).sort(), who).toEqual([
        'Bank Transfer',
        'Cash',
        'Coupon',
        'Credit Card',
        'Stripe',
      ]);
      for (const method of grossSalesByMethod)
        expect(method.grossMinor.previous, `${who}: ${method.paymentMethod}`).toBeGreaterThan(0);
    }
  });

  it('fills more than three pages of the scan history, the sales and the invoices', async () => {
    const scans = (view: string, token: string) =>
      pagesOf(
        async (after) =>
          (await h.gql(SCANS, { filter: { view }, after }, { token })).data!.scan.list,
      );
    const sales = (token: string) =>
      pagesOf(async (after) => (await h.gql(SALES, { after }, { token })).data!.sale.list);
    const invoices = (token: string) =>
      pagesOf(async (after) => (await h.gql(INVOICES, { after }, { token })).data!.accounting.list);
    expect(await scans('admin', tokens.admin!)).toBeGreaterThan(3);
    expect(await scans('merchant', tokens.cashier!)).toBeGreaterThan(3);
    expect(await sales(tokens.sales!)).toBeGreaterThan(3);
    expect(await sales(tokens.blueBay!)).toBeGreaterThan(3);
    expect(await invoices(tokens.accountant!)).toBeGreaterThan(3);
    expect(await invoices(tokens.blueBay!)).toBeGreaterThan(3);
  });

  // Budgets, stock, one sale per coupon and one commission per key are the database's own
  // constraints; these are the rules it leaves to the writers. The year's coupons and offers
  // only: the rest of the demo issues its coupons today for redemptions of the days before, and
  // leaves its offers' counts of coupons taken at 0.
  it('keeps the rules no constraint holds', async () => {
    const [broken] = rowsOf<Record<string, number>>(
      await db().execute(sql`select
        (select count(*) from (select merchant_id, series, year, count(*) as n, max(seq) as top
          from invoices where status = 'posted' group by 1, 2, 3) x
          left join document_counters c using (merchant_id, series, year)
          where x.n <> x.top or c.last is distinct from x.top)::int as gapped_series,
        (select count(*) from coupons c join offers o on o.id = c.offer_id
          join customers cu on cu.id = c.customer_id and cu.email ~ ${YEAR_CUSTOMER}
          where c.created_at < o.valid_from or c.created_at > o.valid_until
            or (c.redeemed and (c.redeemed_at < c.created_at or c.redeemed_at > c.expires_at
              or c.redeemed_at > now())))::int as coupons_outside_their_offer,
        (select count(*) from coupons c where c.redeemed <> exists (select 1 from sales s where s.coupon_id = c.id))::int
          as redemptions_without_sale,
        (select count(*) from offers o where o.title ~ ${YEAR_OFFER}
          and o.taken <> (select count(*) from coupons c where c.offer_id = o.id))::int
          as offers_miscounted,
        (select count(*) from sales s where s.created_at > now() or (s.kind <> 'refund'
          and -coalesce((select sum(r.amount) from sales r where r.refund_of = s.id), 0) > s.amount))::int
          as sales_in_future_or_over_refunded,
        (select count(*) from invoices v where v.status = 'posted' and v.kind = 'invoice'
          and (select coalesce(sum(amount), 0) from invoice_payments p where p.invoice_id = v.id
            and p.voided_at is null) > v.total)::int as invoices_overpaid`),
    );
    expect(broken).toEqual({
      gapped_series: 0,
      coupons_outside_their_offer: 0,
      redemptions_without_sale: 0,
      offers_miscounted: 0,
      sales_in_future_or_over_refunded: 0,
      invoices_overpaid: 0,
    });
  });

  it('keeps rollups equal to a rebuild from the raw rows', async () => {
    await foldFacts(db(), { wait: true });
    await expectRollupsRebuilt(h);
  });
});
