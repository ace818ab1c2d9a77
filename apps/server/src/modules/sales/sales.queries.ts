import type { SaleKind } from '@back-office/domain/sales';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { COUPON_PAYMENT } from '@back-office/domain/sales';
import type { SaleFilter } from '@back-office/domain/schemas/sales';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { saleLines } from '../../db/schema';
import { likePattern } from '../../graphql/pagination';

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
  /** The zone the filter's days are in. */
  timeZone: string;
}

const customerName = sql`cu.first_name || ' ' || cu.last_name`;
const employeeName = sql`e.first_name || ' ' || e.last_name`;

export const SALE_FROM = sql`from sales s
  join merchants m on m.id = s.merchant_id
  left join stores st on st.id = s.store_id
  left join customers cu on cu.id = s.customer_id
  left join employees e on e.id = s.employee_id
  left join coupons c on c.id = s.coupon_id
  left join offers o on o.id = c.offer_id`;

export const SALE_COLUMNS = sql`s.id, s.kind, s.amount, s.currency, s.payment_method, s.store_id,
  st.name as store_name, s.customer_id, ${customerName} as customer_name,
  ${employeeName} as employee_name, s.merchant_id, m.name as business_name,
  o.title as offer_title, s.refund_of, s.reason, s.created_at, s.created_at::text as sort_at,
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
  if (f?.search) {
    const like = likePattern(f.search);
    conditions.push(sql`(o.title ilike ${like} or ${customerName} ilike ${like}
      or ${employeeName} ilike ${like}
      or exists (select 1 from sale_lines l where l.sale_id = s.id and l.description ilike ${like}))`);
  }
  return conditions;
}

export const whereOf = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

export async function saleRows(
  db: Db,
  q: SaleQuery,
  limit: number,
  after: readonly [string, string] | null,
): Promise<SaleListRow[]> {
  const conditions = saleConditions(q);
  if (after)
    conditions.push(sql`(s.created_at, s.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`);
  const result = await db.execute(sql`select ${SALE_COLUMNS} ${SALE_FROM} ${whereOf(conditions)}
    order by s.created_at desc, s.id desc limit ${limit}`);
  return rowsOf<SaleListRow>(result);
}

export async function linesOfSales(db: Db, saleIds: string[]) {
  const byId = new Map<string, (typeof saleLines.$inferSelect)[]>();
  if (saleIds.length === 0) return byId;
  const rows = await db
    .select()
    .from(saleLines)
    .where(inArray(saleLines.saleId, saleIds))
    .orderBy(saleLines.saleId, saleLines.position);
  for (const row of rows) byId.set(row.saleId, [...(byId.get(row.saleId) ?? []), row]);
  return byId;
}
