import type { CustomerStatus } from '@back-office/domain/people';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { whereOf } from '../../db/conditions';
import type { Db } from '../../db/client';
import { coupons, merchants } from '../../db/schema';
import { likePattern } from '../../graphql/pagination';
import { personName } from '../../db/names';

export interface CustomerListQuery {
  /** The business whose coupons and sales count; null counts every business (ADMIN). */
  merchantId: string | null;
  customerId?: string;
  status?: string | null;
  spentMinMinor?: number | null;
  spentMaxMinor?: number | null;
  tags?: string[] | null;
  search?: string | null;
  after: string[] | null;
  limit: number;
}

export interface CustomerSummaryRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  status: CustomerStatus;
  tags: string[];
  createdAt: Date;
  couponsCount: number;
  redemptionsCount: number;
  totalSpentMinor: number;
  lastRedemptionAt: Date | null;
  sortKey: [string, string];
}

// Sales reach a customer through their coupons: coupons are indexed by customer and sales by
// coupon, so the figures of a page cost two index lookups per customer.
function statsFor(merchantId: string | null): SQL {
  return sql`cross join lateral (
    select count(*)::int as coupons, (count(*) filter (where c.redeemed))::int as redemptions,
      coalesce(sum(s.amount), 0)::bigint as spent, max(c.redeemed_at) as last_at
    from coupons c left join sales s on s.coupon_id = c.id
    where c.customer_id = cu.id ${merchantId ? sql`and c.merchant_id = ${merchantId}` : sql``}
  ) st`;
}

const spentFilter = (q: CustomerListQuery) => q.spentMinMinor != null || q.spentMaxMinor != null;

function conditions(q: CustomerListQuery): SQL[] {
  const c: SQL[] = [];
  // A business's customers are those holding at least one of its coupons.
  if (q.merchantId)
    c.push(
      sql`cu.id in (select c.customer_id from coupons c where c.merchant_id = ${q.merchantId})`,
    );
  if (q.customerId) c.push(sql`cu.id = ${q.customerId}`);
  if (q.status) c.push(sql`cu.status = ${q.status}`);
  if (q.spentMinMinor != null) c.push(sql`st.spent >= ${q.spentMinMinor}`);
  if (q.spentMaxMinor != null) c.push(sql`st.spent <= ${q.spentMaxMinor}`);
  if (q.tags?.length)
    c.push(
      sql`cu.tags @> array[${sql.join(
        q.tags.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`,
    );
  if (q.search) {
    const like = likePattern(q.search);
    c.push(sql`(cu.first_name ilike ${like} or cu.last_name ilike ${like} or cu.email ilike ${like}
      or (${personName('cu')}) ilike ${like})`);
  }
  return c;
}

type Rows = { rows: Record<string, unknown>[] };

export async function listCustomers(
  db: Db,
  q: CustomerListQuery,
): Promise<{ rows: CustomerSummaryRow[]; total: number }> {
  const filters = conditions(q);
  const page = q.after
    ? [
        ...filters,
        sql`(lower(cu.last_name), lower(cu.first_name), cu.id) > (${q.after[0]}, ${q.after[1]}, ${q.after[2]}::uuid)`,
      ]
    : filters;
  // The figures are worked out for the rows of the page only, unless the spent range filters on them.
  const filterStats = spentFilter(q) ? statsFor(q.merchantId) : sql``;
  const [result, count] = await Promise.all([
    db.execute(sql`
      select cu.id, cu.first_name, cu.last_name, cu.email, cu.phone, cu.status, array_to_json(cu.tags) as tags,
        cu.created_at, st.coupons, st.redemptions, st.spent, st.last_at,
        lower(cu.last_name) as key_last, lower(cu.first_name) as key_first
      from (
        select cu.* from customers cu ${filterStats}
        ${whereOf(page)}
        order by lower(cu.last_name), lower(cu.first_name), cu.id
        limit ${q.limit}
      ) cu ${statsFor(q.merchantId)}
      order by lower(cu.last_name), lower(cu.first_name), cu.id`),
    db.execute(sql`select count(*)::int as n from customers cu ${filterStats} ${whereOf(filters)}`),
  ]);
  const rows = (result as unknown as Rows).rows.map((r) => ({
    id: r.id as string,
    firstName: r.first_name as string,
    lastName: r.last_name as string,
    email: r.email as string,
    phone: (r.phone as string | null) ?? null,
    status: r.status as CustomerStatus,
    tags: (r.tags as string[] | null) ?? [],
    createdAt: new Date(r.created_at as string),
    couponsCount: Number(r.coupons),
    redemptionsCount: Number(r.redemptions),
    totalSpentMinor: Number(r.spent),
    lastRedemptionAt: r.last_at == null ? null : new Date(r.last_at as string),
    sortKey: [r.key_last as string, r.key_first as string] as [string, string],
  }));
  return { rows, total: Number((count as unknown as Rows).rows[0]!.n) };
}

export async function customerCoupons(db: Db, customerId: string, merchantId: string | null) {
  return db
    .select({ coupon: coupons, merchantName: merchants.name })
    .from(coupons)
    .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
    .where(
      and(
        eq(coupons.customerId, customerId),
        merchantId ? eq(coupons.merchantId, merchantId) : undefined,
      ),
    )
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(500);
}
