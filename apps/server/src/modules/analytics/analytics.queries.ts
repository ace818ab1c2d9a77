import { sql, type SQL } from 'drizzle-orm';
import { addDays, type DayRange, type Granularity } from '@back-office/domain/periods';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { businessesWithOpenInvoices, businessTodays } from '../../db/business-day';
import { splitByMonths, type Window } from './analytics-period';

// Every figure here reads the rollups of migrations 0011 and 0017, plus what the facts not folded
// into them yet add (migration 0043, decision record 027), in the same statement: the rollups and
// the watermark move together, so each committed fact counts once. Only the action queue, low
// stock and open receivables read their small tables directly. `merchantId` null means every
// business (platform figures).

const scopeOf = (merchantId: string | null, column: SQL = sql`merchant_id`) =>
  merchantId ? sql`and ${column} = ${merchantId}` : sql``;

const num = (v: unknown) => (v == null ? 0 : Number(v));

const anyBetween = (column: SQL, ranges: DayRange[]) =>
  ranges.length
    ? sql.join(
        ranges.map((r) => sql`${column} between ${r.from}::date and ${r.to}::date`),
        sql` or `,
      )
    : sql`false`;

type Rollup =
  | DailyRollup
  | 'analytics_hourly'
  | 'analytics_platform_daily'
  | 'analytics_staff_daily'
  | 'analytics_retention';

/** The rows that the facts after the fold's watermark add to a rollup, in the rollup's columns. */
const pending = (table: Rollup) =>
  sql.raw(
    `${table.replace(/^analytics_/, 'analytics_pending_')}(analytics_folded(), analytics_fold_top())`,
  );

/** A rollup as if every committed fact were folded: a key may have two rows, to be summed. */
const live = (table: Rollup) =>
  sql`(select * from ${sql.raw(table)} union all select * from ${pending(table)})`;

type DailyRollup =
  'analytics_daily' | 'analytics_sales_daily' | 'analytics_offer_daily' | 'analytics_product_daily';

function piecesOf(ranges: DayRange[]) {
  const days: DayRange[] = [];
  const months: DayRange[] = [];
  for (const range of ranges) {
    const split = splitByMonths(range);
    days.push(...split.days);
    if (split.months) months.push(split.months);
  }
  return { days, months };
}

/** The rows of a daily rollup over the ranges, read as whole months from its monthly twin (their
 * `day` the month's first day, inside the range) and as days only at the ranges' edges: a year is
 * about 30 rows per business instead of 365. `columns` are summed or grouped by the caller. */
function rollupRows(table: DailyRollup, columns: SQL, ranges: DayRange[], scope: SQL): SQL {
  const { days, months } = piecesOf(ranges);
  const monthly = sql.raw(table.replace(/_daily$/, '_monthly'));
  return sql`(select ${columns}, day from ${sql.raw(table)} where (${anyBetween(sql`day`, days)}) ${scope}
    union all
    select ${columns}, month as day from ${monthly} where (${anyBetween(sql`month`, months)}) ${scope}
    union all
    select ${columns}, day from ${pending(table)} where (${anyBetween(sql`day`, ranges)}) ${scope})`;
}

/** The period and the one before it, as the two ranges a rollup is read over. */
const bothRanges = (w: Window): DayRange[] => [
  { from: w.previousFrom, to: addDays(w.from, -1) },
  { from: w.from, to: w.to },
];

/** Sums of the period and of the previous one, per currency. */
export interface DailyTotals {
  currency: string;
  redemptions: [number, number];
  redeemedValue: [number, number];
  couponsIssued: [number, number];
  activeCustomers: [number, number];
  newCustomers: [number, number];
  grossSales: [number, number];
  activeMerchants: [number, number];
}

function pair(row: Record<string, unknown>, name: string): [number, number] {
  return [num(row[name]), num(row[`prev_${name}`])];
}

const both = (expr: SQL, name: string, w: Window) => sql`
  coalesce(sum(${expr}) filter (where day >= ${w.from}::date), 0) as ${sql.raw(name)},
  coalesce(sum(${expr}) filter (where day < ${w.from}::date), 0) as ${sql.raw(`prev_${name}`)}`;

export async function dailyTotals(
  db: Db,
  merchantId: string | null,
  w: Window,
): Promise<DailyTotals[]> {
  const result = await db.execute(sql`
    select currency,
      ${both(sql`redemptions`, 'redemptions', w)},
      ${both(sql`redeemed_value`, 'redeemed_value', w)},
      ${both(sql`coupons_issued`, 'coupons_issued', w)},
      ${both(sql`active_customers`, 'active_customers', w)},
      ${both(sql`new_customers`, 'new_customers', w)},
      ${both(sql`gross_sales`, 'gross_sales', w)},
      count(distinct merchant_id) filter (where day >= ${w.from}::date and sales > 0) as active_merchants,
      count(distinct merchant_id) filter (where day < ${w.from}::date and sales > 0) as prev_active_merchants
    from ${rollupRows(
      'analytics_daily',
      sql`merchant_id, currency, redemptions, redeemed_value, coupons_issued, active_customers,
        new_customers, gross_sales, sales`,
      bothRanges(w),
      scopeOf(merchantId),
    )} r
    group by currency order by currency`);
  return rowsOf(result).map((row) => ({
    currency: String(row.currency),
    redemptions: pair(row, 'redemptions'),
    redeemedValue: pair(row, 'redeemed_value'),
    couponsIssued: pair(row, 'coupons_issued'),
    activeCustomers: pair(row, 'active_customers'),
    newCustomers: pair(row, 'new_customers'),
    grossSales: pair(row, 'gross_sales'),
    activeMerchants: pair(row, 'active_merchants'),
  }));
}

/** Platform customer-days (a customer counts once a day across businesses) and new customers
 * (first coupon of any business). */
export async function platformCustomers(db: Db, w: Window) {
  const result = await db.execute(sql`
    select currency, ${both(sql`active_customers`, 'active_customers', w)},
      ${both(sql`new_customers`, 'new_customers', w)}
    from ${live('analytics_platform_daily')} r
    where day between ${w.previousFrom}::date and ${w.to}::date group by currency`);
  return new Map(
    rowsOf(result).map((r) => [
      String(r.currency),
      { active: pair(r, 'active_customers'), fresh: pair(r, 'new_customers') },
    ]),
  );
}

export async function grossByMethod(db: Db, merchantId: string | null, w: Window) {
  const result = await db.execute(sql`
    select currency, payment_method, ${both(sql`gross`, 'gross', w)}
    from ${rollupRows(
      'analytics_sales_daily',
      sql`currency, payment_method, gross`,
      bothRanges(w),
      scopeOf(merchantId),
    )} r
    group by currency, payment_method order by currency, payment_method`);
  return rowsOf(result).map((r) => ({
    currency: String(r.currency),
    paymentMethod: String(r.payment_method),
    gross: pair(r, 'gross'),
  }));
}

// What is still due on posted invoices is kept per invoice in invoice_settlements and per business
// and currency in receivable_totals (migration 0041).
const OPEN = sql`st.kind = 'invoice' and st.outstanding > 0`;

/** Open receivables per currency (a figure of now). */
export async function openReceivables(db: Db, merchantId: string | null) {
  const result = await db.execute(sql`
    select currency, sum(outstanding)::bigint as due from receivable_totals
     where outstanding > 0 ${scopeOf(merchantId)} group by currency`);
  return new Map(rowsOf(result).map((r) => [String(r.currency), num(r.due)]));
}

export async function overdueInvoices(db: Db, merchantId: string | null): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as n from invoice_settlements st
      join ${businessTodays(merchantId, businessesWithOpenInvoices)} bd on bd.merchant_id = st.merchant_id
     where ${OPEN} and st.due_date < bd.today`);
  return num(rowsOf(result)[0]?.n);
}

export async function pendingOffers(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*) as n from offers where status = 'pending'`);
  return num(rowsOf(result)[0]?.n);
}

const LOW_STOCK = sql`status = 'active' and stock_quantity <= low_stock_threshold`;

export async function lowStockCount(db: Db, merchantId: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*) as n from products where merchant_id = ${merchantId} and ${LOW_STOCK}`,
  );
  return num(rowsOf(result)[0]?.n);
}

export async function lowStockProducts(db: Db, merchantId: string, limit: number) {
  const result = await db.execute(sql`
    select id, name, stock_quantity, low_stock_threshold from products
    where merchant_id = ${merchantId} and ${LOW_STOCK}
    order by stock_quantity, name, id limit ${limit}`);
  return rowsOf(result).map((r) => ({
    productId: String(r.id),
    name: String(r.name),
    stockQuantity: num(r.stock_quantity),
    lowStockThreshold: num(r.low_stock_threshold),
  }));
}

/** The bucket of a day: its own day, or the start of its week or month (not before `from`).
 * A week's Monday is found by date arithmetic (1900-01-01 was a Monday): `date_trunc` would turn
 * every row's date into a timestamp in the session's time zone, which made a platform's year by
 * week three times slower. */
function dayBucket(granularity: Exclude<Granularity, 'hour'>, from: string): SQL {
  if (granularity === 'day') return sql`day`;
  const start =
    granularity === 'week'
      ? sql`day - (day - date '1900-01-01') % 7`
      : sql`date_trunc('month', day)::date`;
  return sql`greatest(${start}, ${from}::date)`;
}

export interface SeriesRow {
  bucket: string;
  currency: string;
  redemptions: number;
  redeemedValue: number;
  grossSales: number;
  couponsIssued: number;
  newCustomers: number;
  activeCustomers: number;
}

const seriesRow = (r: Record<string, unknown>): SeriesRow => ({
  bucket: String(r.bucket),
  currency: String(r.currency),
  redemptions: num(r.redemptions),
  redeemedValue: num(r.redeemed_value),
  grossSales: num(r.gross_sales),
  couponsIssued: num(r.coupons_issued),
  newCustomers: num(r.new_customers),
  activeCustomers: num(r.active_customers),
});

export async function seriesRows(
  db: Db,
  merchantId: string | null,
  range: { from: string; to: string },
  granularity: Granularity,
): Promise<SeriesRow[]> {
  const within = sql`between ${range.from}::date and ${range.to}::date`;
  if (granularity === 'hour') {
    const result = await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') || 'T' || lpad(hour::text, 2, '0') as bucket, currency,
        sum(redemptions) as redemptions, sum(redeemed_value) as redeemed_value,
        sum(gross_sales) as gross_sales, 0 as coupons_issued, 0 as new_customers, 0 as active_customers
      from ${live('analytics_hourly')} r where day ${within} ${scopeOf(merchantId)}
      group by 1, 2`);
    return rowsOf(result).map(seriesRow);
  }
  const bucket = dayBucket(granularity, range.from);
  // Weeks cross months, so only a monthly series can read the monthly rollup.
  const source =
    granularity === 'month'
      ? rollupRows(
          'analytics_daily',
          sql`redemptions, redeemed_value, gross_sales, coupons_issued, active_customers,
            new_customers, currency`,
          [range],
          scopeOf(merchantId),
        )
      : sql`(select * from ${live('analytics_daily')} r where day ${within} ${scopeOf(merchantId)})`;
  const result = await db.execute(sql`
    with d as (
      select ${bucket} as bucket, currency,
        sum(redemptions) as redemptions, sum(redeemed_value) as redeemed_value,
        sum(gross_sales) as gross_sales, sum(coupons_issued) as coupons_issued,
        ${merchantId ? sql`sum(active_customers)` : sql`0`} as active_customers,
        ${merchantId ? sql`sum(new_customers)` : sql`0`} as new_customers
      from ${source} r group by 1, 2
    ), p as (
      ${
        merchantId
          ? sql`select null::date as bucket, null::text as currency, 0 as active_customers,
                  0 as new_customers where false`
          : sql`select ${bucket} as bucket, currency,
                  sum(active_customers) as active_customers, sum(new_customers) as new_customers
                from ${live('analytics_platform_daily')} r where day ${within} group by 1, 2`
      }
    )
    select to_char(coalesce(d.bucket, p.bucket), 'YYYY-MM-DD') as bucket, coalesce(d.currency, p.currency) as currency,
      d.redemptions, d.redeemed_value, d.gross_sales, d.coupons_issued,
      coalesce(d.new_customers, 0) + coalesce(p.new_customers, 0) as new_customers,
      coalesce(d.active_customers, 0) + coalesce(p.active_customers, 0) as active_customers
    from d
    full join p on p.bucket = d.bucket and p.currency = d.currency`);
  return rowsOf(result).map(seriesRow);
}

export async function topMerchants(db: Db, range: { from: string; to: string }, limit: number) {
  const result = await db.execute(sql`
    select a.merchant_id, m.name, a.currency, a.redemptions, a.redeemed_value from (
      select merchant_id, currency, sum(redemptions) as redemptions, sum(redeemed_value) as redeemed_value
      from ${rollupRows(
        'analytics_daily',
        sql`merchant_id, currency, redemptions, redeemed_value`,
        [range],
        sql``,
      )} r
      group by merchant_id, currency
    ) a join merchants m on m.id = a.merchant_id
    where a.redemptions > 0
    order by a.redeemed_value desc, a.redemptions desc, m.name, a.merchant_id limit ${limit}`);
  return rowsOf(result).map((r) => ({
    merchantId: String(r.merchant_id),
    name: String(r.name),
    currency: String(r.currency),
    redemptions: num(r.redemptions),
    redeemedValueMinor: num(r.redeemed_value),
  }));
}

export async function topOffers(
  db: Db,
  merchantId: string | null,
  range: { from: string; to: string },
  limit: number,
) {
  const result = await db.execute(sql`
    select a.offer_id, o.title, m.name as business_name, a.currency, a.redemptions, a.redeemed_value
    from (
      select offer_id, currency, sum(redemptions) as redemptions, sum(redeemed_value) as redeemed_value,
        sum(coupons_issued) as coupons_issued
      from ${rollupRows(
        'analytics_offer_daily',
        sql`offer_id, currency, redemptions, redeemed_value, coupons_issued`,
        [range],
        scopeOf(merchantId),
      )} r
      group by offer_id, currency
    ) a join offers o on o.id = a.offer_id join merchants m on m.id = o.merchant_id
    order by a.redeemed_value desc, a.redemptions desc, a.coupons_issued desc, o.title, a.offer_id
    limit ${limit}`);
  return rowsOf(result).map((r) => ({
    offerId: String(r.offer_id),
    title: String(r.title),
    businessName: String(r.business_name),
    currency: String(r.currency),
    redemptions: num(r.redemptions),
    redeemedValueMinor: num(r.redeemed_value),
  }));
}

export async function topProducts(
  db: Db,
  merchantId: string,
  range: { from: string; to: string },
  limit: number,
) {
  const result = await db.execute(sql`
    select a.product_id, p.name, a.currency, a.units, a.gross from (
      select product_id, currency, sum(units) as units, sum(gross) as gross
      from ${rollupRows(
        'analytics_product_daily',
        sql`product_id, currency, units, gross`,
        [range],
        sql`and merchant_id = ${merchantId}`,
      )} r
      group by product_id, currency
    ) a join products p on p.id = a.product_id
    order by a.gross desc, a.units desc, p.name, a.product_id limit ${limit}`);
  return rowsOf(result).map((r) => ({
    productId: String(r.product_id),
    name: String(r.name),
    currency: String(r.currency),
    units: num(r.units),
    grossMinor: num(r.gross),
  }));
}

export async function heatmap(db: Db, merchantId: string, range: { from: string; to: string }) {
  // Whole months from the monthly weekday × hour rollup, the days at the edges from the hours.
  const { days, months } = piecesOf([range]);
  const result = await db.execute(sql`
    select weekday, hour, sum(redemptions) as redemptions from (
      select extract(isodow from day)::int as weekday, hour, redemptions from analytics_hourly
      where merchant_id = ${merchantId} and (${anyBetween(sql`day`, days)}) and redemptions <> 0
      union all
      select weekday, hour, redemptions from analytics_heatmap_monthly
      where merchant_id = ${merchantId} and (${anyBetween(sql`month`, months)})
      union all
      select extract(isodow from day)::int, hour, redemptions from ${pending('analytics_hourly')}
      where merchant_id = ${merchantId} and day between ${range.from}::date and ${range.to}::date
    ) r
    group by 1, 2 having sum(redemptions) <> 0 order by 1, 2`);
  return rowsOf(result).map((r) => ({
    weekday: num(r.weekday),
    hour: num(r.hour),
    redemptions: num(r.redemptions),
  }));
}

/** Staff activity of every business added up per day. */
export async function staffActivityTotals(db: Db, range: { from: string; to: string }) {
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, sum(sign_ins) as sign_ins,
      sum(active_employees) as active_employees
    from ${live('analytics_staff_daily')} r
    where day between ${range.from}::date and ${range.to}::date
    group by day order by day`);
  return rowsOf(result).map((r) => ({
    day: String(r.day),
    signIns: num(r.sign_ins),
    activeEmployees: num(r.active_employees),
  }));
}

/** Staff activity of the period added up per business, busiest first. */
export async function staffActivityByBusiness(db: Db, range: { from: string; to: string }) {
  const result = await db.execute(sql`
    select s.merchant_id, m.name, sum(s.sign_ins) as sign_ins,
      count(*) filter (where s.active_employees > 0) as active_days,
      max(s.active_employees) as most_active
    from (
      select merchant_id, day, sum(sign_ins) as sign_ins, sum(active_employees) as active_employees
      from ${live('analytics_staff_daily')} r
      where day between ${range.from}::date and ${range.to}::date group by 1, 2
    ) s join merchants m on m.id = s.merchant_id
    group by s.merchant_id, m.name order by sum(s.sign_ins) desc, m.name, s.merchant_id`);
  return rowsOf(result).map((r) => ({
    merchantId: String(r.merchant_id),
    businessName: String(r.name),
    signIns: num(r.sign_ins),
    activeDays: num(r.active_days),
    mostActiveEmployees: num(r.most_active),
  }));
}

export async function walletActivity(db: Db, range: { from: string; to: string }) {
  const result = await db.execute(sql`
    select to_char(g.day, 'YYYY-MM-DD') as day, coalesce(w.opens, 0) as opens,
      coalesce(a.coupons_issued, 0) as coupons_issued, coalesce(a.redemptions, 0) as redemptions
    from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as g(day)
    left join analytics_wallet_daily w on w.day = g.day
    left join (
      select day, sum(coupons_issued) as coupons_issued, sum(redemptions) as redemptions
      from ${live('analytics_daily')} r where day between ${range.from}::date and ${range.to}::date
      group by day
    ) a on a.day = g.day
    order by g.day`);
  return rowsOf(result).map((r) => ({
    day: String(r.day),
    walletOpens: num(r.opens),
    offersTaken: num(r.coupons_issued),
    redemptions: num(r.redemptions),
  }));
}

/** (cohort, month, customers) of the cohorts from `firstCohort` (YYYY-MM-01) on. */
export async function retentionRows(db: Db, firstCohort: string) {
  const result = await db.execute(sql`
    select to_char(cohort, 'YYYY-MM') as cohort, to_char(month, 'YYYY-MM') as month, customers
    from (
      select cohort, month, sum(customers) as customers from ${live('analytics_retention')} r
      where cohort >= ${firstCohort}::date group by 1, 2
    ) r
    where customers > 0 order by cohort, month`);
  return rowsOf(result).map((r) => ({
    cohort: String(r.cohort),
    month: String(r.month),
    customers: num(r.customers),
  }));
}

/** The business's currency and time zone (EUR and Europe/Nicosia without a settings row). */
export async function businessSettingsOf(db: Db, merchantId: string | null) {
  const where = merchantId ? sql`m.id = ${merchantId}` : sql`m.is_provider`;
  const result = await db.execute(sql`
    select coalesce(bs.currency, 'EUR') as currency, coalesce(bs.timezone, 'Europe/Nicosia') as timezone
    from merchants m left join business_settings bs on bs.merchant_id = m.id
    where ${where} order by m.created_at, m.id limit 1`);
  const row = rowsOf(result)[0];
  return {
    currency: row ? String(row.currency) : 'EUR',
    timeZone: row ? String(row.timezone) : 'Europe/Nicosia',
  };
}
