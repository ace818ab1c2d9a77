import type { ScanOutcome } from '@back-office/domain/result-codes';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { whereOf } from '../../db/conditions';
import type { Db } from '../../db/client';
import { likePattern } from '../../graphql/pagination';
import { personName } from '../../db/names';
import { rowsOf } from '../../db/rows';

export interface ScanQuery {
  merchantId: string | null;
  outcome?: string | null;
  from?: Date | null;
  to?: Date | null;
  search?: string | null;
  after?: { createdAt: string; id: string } | null;
  limit: number;
}

export interface ScanEntryRow {
  id: string;
  /** created_at as PostgreSQL prints it, to the microsecond: the keyset cursor must be exact. */
  cursorAt: string;
  createdAt: string;
  outcome: ScanOutcome;
  couponId: string | null;
  couponName: string | null;
  retailPriceMinor: number | null;
  currency: string | null;
  customerName: string | null;
  employeeName: string | null;
  merchantId: string;
  merchantName: string | null;
}

function searchCondition(search: string): SQL {
  if (z.uuid().safeParse(search).success) {
    return sql`(s.coupon_id = ${search} or s.customer_id = ${search})`;
  }
  const like = likePattern(search);
  return sql`(s.coupon_id in (select id from coupons where name ilike ${like})
    or s.customer_id in (select id from customers
      where (first_name || ' ' || last_name) ilike ${like} or email ilike ${like}))`;
}

/**
 * One page of scan history, newest first. Keyset pagination on (created_at, id): a deep page
 * costs the same as the first, whatever the table's size (indexes in db/schema/coupons.ts).
 */
export async function listScans(db: Db, q: ScanQuery): Promise<ScanEntryRow[]> {
  const conditions: SQL[] = [];
  if (q.merchantId) conditions.push(sql`s.merchant_id = ${q.merchantId}`);
  if (q.outcome) conditions.push(sql`s.outcome = ${q.outcome}`);
  if (q.from) conditions.push(sql`s.created_at >= ${q.from.toISOString()}`);
  if (q.to) conditions.push(sql`s.created_at < ${q.to.toISOString()}`);
  if (q.search) conditions.push(searchCondition(q.search));
  if (q.after)
    conditions.push(
      sql`(s.created_at, s.id) < (${q.after.createdAt}::timestamptz, ${q.after.id}::bigint)`,
    );
  // The page is cut in the inner query, on the index alone; only its rows are then joined.
  // Joined first, small lookup tables tempted the planner into hashing and sorting every scan.
  const result = await db.execute(sql`
    select s.id::text as id, s.created_at, s.created_at::text as cursor_at, s.outcome, s.coupon_id, s.merchant_id,
      c.name as coupon_name, c.retail_price, c.currency,
      ${personName('cu')} as customer_name,
      ${personName('e')} as employee_name,
      m.name as merchant_name
    from (
      select s.* from scans s ${whereOf(conditions)}
      order by s.created_at desc, s.id desc
      limit ${q.limit}
    ) s
      left join coupons c on c.id = s.coupon_id
      left join customers cu on cu.id = s.customer_id
      left join employees e on e.id = s.employee_id
      left join merchants m on m.id = s.merchant_id
    order by s.created_at desc, s.id desc
  `);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    id: String(r.id),
    cursorAt: String(r.cursor_at),
    createdAt: new Date(r.created_at as string).toISOString(),
    outcome: r.outcome as ScanOutcome,
    couponId: (r.coupon_id as string | null) ?? null,
    couponName: (r.coupon_name as string | null) ?? null,
    retailPriceMinor: r.retail_price == null ? null : Number(r.retail_price),
    currency: (r.currency as string | null) ?? null,
    customerName: (r.customer_name as string | null) ?? null,
    employeeName: (r.employee_name as string | null) ?? null,
    merchantId: String(r.merchant_id),
    merchantName: (r.merchant_name as string | null) ?? null,
  }));
}

export interface ScanDayQuery {
  merchantId: string;
  employeeId: string;
  timeZone: string;
  at: Date;
}

/**
 * One day of a business's scans, the day of `at` in its time zone, counted from the (business,
 * time) index: a day of one business is a short range of it.
 */
export async function scanDay(db: Db, q: ScanDayQuery) {
  const start = sql`(date_trunc('day', ${q.at.toISOString()}::timestamptz at time zone ${q.timeZone}) at time zone ${q.timeZone})`;
  const ofTheDay = sql`s.merchant_id = ${q.merchantId} and s.created_at >= ${start}
    and s.created_at < ${start} + interval '1 day'`;
  const [counts] = rowsOf<{ day: string; scans: number; redeemed: number; mine: number }>(
    await db.execute(sql`
      select to_char(${q.at.toISOString()}::timestamptz at time zone ${q.timeZone}, 'YYYY-MM-DD') as day,
        count(*)::int as scans,
        (count(*) filter (where s.outcome = 'COUPON_REDEEMED'))::int as redeemed,
        (count(*) filter (where s.outcome = 'COUPON_REDEEMED' and s.employee_id = ${q.employeeId}))::int as mine
      from scans s where ${ofTheDay}`),
  );
  const values = rowsOf<{ currency: string; count: number; amount: string }>(
    await db.execute(sql`
      select c.currency, count(*)::int as count, coalesce(sum(c.retail_price), 0)::text as amount
      from scans s join coupons c on c.id = s.coupon_id
      where ${ofTheDay} and s.outcome = 'COUPON_REDEEMED'
      group by c.currency order by c.currency`),
  );
  return {
    day: counts!.day,
    scans: counts!.scans,
    redeemed: counts!.redeemed,
    redeemedByMe: counts!.mine,
    redeemedValue: values.map((v) => ({
      currency: v.currency,
      count: v.count,
      amountMinor: Number(v.amount),
    })),
  };
}
