import type { SaleKind } from '@back-office/domain/sales';
import { sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_LIMIT } from '@back-office/domain/constants';
import { COUPON_PAYMENT } from '@back-office/domain/sales';
import type { SaleFilter } from '@back-office/domain/schemas/sales';
import { uuidArrayOf, whereOf } from '../../db/conditions';
import type { Db } from '../../db/client';
import { integerLiteral, queryPreparedSql } from '../../db/prepared';
import { columnListOf, rowsOf, tableRowOf } from '../../db/rows';
import { saleLines } from '../../db/schema';
import { likePattern } from '../../graphql/pagination';
import { personName } from '../../db/names';

export interface SaleListRow {
  id: string;
  kind: SaleKind;
  amount: number;
  currency: string;
  payment_method: string | null;
  store_id: string | null;
  store_name: string | null;
  customer_id: string | null;
  customer_name: string | null;
  employee_name: string | null;
  merchant_id: string;
  business_name: string;
  offer_title: string | null;
  refund_of: string | null;
  reason: string | null;
  created_at: string | Date;
  sort_at: string;
  refunded: string | number;
  invoice_number: string | null;
}

export interface SaleQuery {
  /** One business, or null for every business (the provider's staff). */
  merchantId: string | null;
  filter: SaleFilter | null | undefined;
  /** The zone the filter's days are in; null when it has none, which spares reading it. */
  timeZone: string | null;
  /** The sales the search matches when they are few enough to be named (saleSearchIds). */
  searchIds: string[] | null;
}

/** Beyond this many sales matching a search, reading the sales newest first serves it better. */
const SEARCH_SALES_BOUND = 5_000;

/**
 * The sales whose lines, customer, employee or offer contain the text, found from those tables'
 * side (trigram indexes on lines and customers' names): at 100,000 sales a search of an item
 * sold once in 500 sales read 10,000 sales newest first, 54 ms, to fill a page. Null when more
 * sales match than SEARCH_SALES_BOUND: they are then common enough to be met soon reading the
 * sales newest first.
 */
export async function saleSearchIds(
  db: Db,
  merchantId: string | null,
  search: string,
): Promise<string[] | null> {
  const like = likePattern(search);
  const own = (alias: string) =>
    merchantId ? sql`and ${sql.raw(alias)}.merchant_id = ${merchantId}` : sql``;
  const bound = integerLiteral(SEARCH_SALES_BOUND + 1);
  // Prepared with its pattern as a parameter: planning the four matches took half as long again
  // as running them.
  const rows = await queryPreparedSql<{ id: string }>(
    db,
    'sale-search',
    sql`
      (select l.sale_id as id from sale_lines l where l.description ilike ${like} ${own('l')} limit ${bound})
      union
      (select s.id from customers cu join sales s on s.customer_id = cu.id
        where ${customerName} ilike ${like} ${own('s')} limit ${bound})
      union
      (select s.id from employees e join sales s on s.employee_id = e.id
        where ${employeeName} ilike ${like} ${own('s')} limit ${bound})
      union
      (select s.id from offers o join coupons c on c.offer_id = o.id join sales s on s.coupon_id = c.id
        where o.title ilike ${like} ${own('s')} limit ${bound})`,
  );
  return rows.length > SEARCH_SALES_BOUND ? null : rows.map((r) => r.id);
}

const customerName = personName('cu');
const employeeName = personName('e');

// A sale's names are read by a subquery each rather than joined: PostgreSQL planned the six joins
// for every filter's values (2.7 ms, the page itself 0.3 ms), and a subquery of one table, twice
// as many, each at once (0.2 ms).
export const SALE_COLUMNS = sql`s.id, s.kind, s.amount, s.currency, s.payment_method, s.store_id,
  (select st.name from stores st where st.id = s.store_id) as store_name, s.customer_id,
  (select ${customerName} from customers cu where cu.id = s.customer_id) as customer_name,
  (select ${employeeName} from employees e where e.id = s.employee_id) as employee_name,
  s.merchant_id, (select m.name from merchants m where m.id = s.merchant_id) as business_name,
  (select o.title from coupons c join offers o on o.id = c.offer_id where c.id = s.coupon_id) as offer_title,
  s.refund_of, s.reason, s.created_at, s.created_at::text as sort_at,
  (select coalesce(-sum(r.amount), 0) from sales r where r.refund_of = s.id) as refunded,
  (select i.number from invoice_line_sales x join invoice_lines l on l.id = x.line_id
     join invoices i on i.id = l.invoice_id
    where x.sale_id = s.id and x.issuer_id = s.merchant_id and i.status = 'posted' limit 1) as invoice_number`;

/** The conditions of a filter; days are turned into instants once, so the indexes serve them. */
export function saleConditions(q: SaleQuery): SQL[] {
  const f = q.filter;
  const conditions: SQL[] = [];
  if (q.merchantId) conditions.push(sql`s.merchant_id = ${q.merchantId}`);
  if (f?.from)
    conditions.push(sql`s.created_at >= (${f.from}::date::timestamp at time zone ${q.timeZone})`);
  if (f?.to)
    conditions.push(
      sql`s.created_at < ((${f.to}::date + 1)::timestamp at time zone ${q.timeZone})`,
    );
  if (f?.paymentMethod === COUPON_PAYMENT) conditions.push(sql`s.payment_method is null`);
  else if (f?.paymentMethod) conditions.push(sql`s.payment_method = ${f.paymentMethod}`);
  if (f?.storeId) conditions.push(sql`s.store_id = ${f.storeId}`);
  if (f?.employeeId) conditions.push(sql`s.employee_id = ${f.employeeId}`);
  if (f?.kind) conditions.push(sql`s.kind = ${f.kind}`);
  if (f?.search && q.searchIds) conditions.push(sql`s.id = any(${uuidArrayOf(q.searchIds)})`);
  else if (f?.search) {
    const like = likePattern(f.search);
    conditions.push(sql`(exists (select 1 from sale_lines l where l.sale_id = s.id and l.description ilike ${like})
      or exists (select 1 from customers cu where cu.id = s.customer_id and ${customerName} ilike ${like})
      or exists (select 1 from employees e where e.id = s.employee_id and ${employeeName} ilike ${like})
      or exists (select 1 from coupons c join offers o on o.id = c.offer_id
        where c.id = s.coupon_id and o.title ilike ${like}))`);
  }
  return conditions;
}

// The daily rollup of sales with what the sales not folded into it yet add (migration 0043), read in
// one statement, so that every committed sale counts once.
const SALES_DAILY = sql`(select * from analytics_sales_daily union all
  select * from analytics_pending_sales_daily(analytics_folded(), analytics_fold_top()))`;

/**
 * The conditions on the daily rollup that every sale adds to (analytics_sales_daily, folded from
 * the sales in the business's time zone, the zone the filter's days are in) that
 * select what a filter on the business's own days, methods and kinds selects; null for any other
 * filter, which only the sales themselves answer. At 100,000 sales, summing the sales a filter
 * of days and a method selects, or counting the refunds, took longer than the page beside it.
 */
function rollupConditions(q: SaleQuery, ownBusiness: boolean): SQL[] | null {
  const f = q.filter;
  if (!q.merchantId || !ownBusiness || f?.storeId || f?.employeeId || f?.search) return null;
  const conditions = [sql`d.merchant_id = ${q.merchantId}`];
  if (f?.from) conditions.push(sql`d.day >= ${f.from}::date`);
  if (f?.to) conditions.push(sql`d.day <= ${f.to}::date`);
  if (f?.paymentMethod) conditions.push(sql`d.payment_method = ${f.paymentMethod}`);
  if (f?.kind) conditions.push(sql`d.kind = ${f.kind}`);
  return conditions;
}

/** The totals by currency and payment method of what a filter selects. */
export function saleTotalsStatement(q: SaleQuery, ownBusiness: boolean): SQL {
  const rollup = rollupConditions(q, ownBusiness);
  if (rollup)
    return sql`select d.currency, d.payment_method as method, sum(d.sales)::int as n,
        sum(d.gross)::bigint as gross
      from ${SALES_DAILY} d ${whereOf(rollup)}
      group by 1, 2 order by 1, 2`;
  return sql`select s.currency, coalesce(s.payment_method, ${COUPON_PAYMENT}) as method,
      count(*)::int as n, coalesce(sum(s.amount), 0)::bigint as gross
    from sales s ${whereOf(saleConditions(q))}
    group by 1, 2 order by 1, 2`;
}

/**
 * How many sales the filter selects, up to LIST_COUNT_LIMIT + 1, read from the business's
 * newest-first index; a filter of a method or a kind over all days, which that index cannot serve
 * (at 100,000 sales, a thousand refunds were among 50,000 sales), is counted whole from the daily
 * rollup. Not with days: after a business changes its time zone, the rollup's days keep the old
 * zone until it is rebuilt, and the count must agree with the rows listed beside it.
 */
export function saleCountStatement(q: SaleQuery, ownBusiness: boolean): SQL {
  const f = q.filter;
  const rollup =
    (f?.paymentMethod || f?.kind) && !f.from && !f.to && rollupConditions(q, ownBusiness);
  if (rollup)
    return sql`select coalesce(sum(d.sales), 0)::int as n from ${SALES_DAILY} d ${whereOf(rollup)}`;
  return sql`select count(*)::int as n from (select 1 from sales s ${whereOf(saleConditions(q))}
    limit ${integerLiteral(LIST_COUNT_LIMIT + 1)}) x`;
}

export async function saleRows(
  db: Db,
  q: SaleQuery,
  limit: number,
  after: readonly [string, string] | null,
): Promise<SaleListRow[]> {
  const conditions = saleConditions(q);
  if (after)
    conditions.push(sql`(s.created_at, s.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`);
  const newest = sql`order by s.created_at desc, s.id desc`;
  // The sales a search named are read by id, all of them (at most SEARCH_SALES_BOUND), and the
  // page is the newest of them. Left to choose, PostgreSQL read the newest-first index until its
  // page was full: at 100,000 sales, past 8,500 of them for 21 of the 200 an item's search named.
  const statement = q.searchIds
    ? sql`with hit as materialized (select s.id, s.created_at from sales s ${whereOf(conditions)})
      select ${SALE_COLUMNS} from sales s
      join (select h.id from hit h order by h.created_at desc, h.id desc
        limit ${integerLiteral(limit)}) p on p.id = s.id
      ${newest}`
    : sql`select ${SALE_COLUMNS} from sales s ${whereOf(conditions)}
      ${newest} limit ${integerLiteral(limit)}`;
  return runSaleStatement<SaleListRow>(db, q, 'sale-page', statement);
}

/**
 * A list statement, prepared once per connection as the invoices list's is (queryPreparedSql).
 * A search that named its sales passes them as one array value, so its text is one of a few too;
 * only a search that matched too many to name is planned each time, for its pattern: how common
 * that is decides between the indexes.
 */
export async function runSaleStatement<T>(
  db: Db,
  q: SaleQuery,
  name: string,
  statement: SQL,
): Promise<T[]> {
  return q.filter?.search && !q.searchIds
    ? rowsOf<T>(await db.execute(statement))
    : queryPreparedSql<T>(db, name, statement);
}

export async function linesOfSales(db: Db, saleIds: string[]) {
  const byId = new Map<string, (typeof saleLines.$inferSelect)[]>();
  if (saleIds.length === 0) return byId;
  const rows = await queryPreparedSql<Record<string, unknown>>(
    db,
    'sale-lines',
    sql`select ${columnListOf(saleLines, 'l')} from sale_lines l
      where l.sale_id = any(${uuidArrayOf(saleIds)}) order by l.sale_id, l.position`,
  );
  for (const raw of rows) {
    const row = tableRowOf(saleLines, raw);
    byId.set(row.saleId, [...(byId.get(row.saleId) ?? []), row]);
  }
  return byId;
}
