import type { ScanOutcome } from '@back-office/domain/result-codes';
import { sql } from 'drizzle-orm';
import { queryPrepared } from '../../db/prepared';
import type { Db } from '../../db/client';
import { pgConstraint, pgErrorCode } from '../../graphql/tenant';
import { scans, type coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

export interface RedeemInput {
  couponId: string;
  customerId: string;
  merchantId: string;
  employeeId: string;
  scanId: string | null;
}

export interface RedeemOutcome {
  outcome: ScanOutcome;
  couponId: string | null;
  name: string | null;
  retailPrice: number | null;
  currency: string | null;
  merchantId: string | null;
  redeemed: boolean;
  redeemedAt: string | null;
  expiresAt: string | null;
  redeemedBy: string | null;
  redeemedByName: string | null;
  merchantName: string | null;
}

/**
 * Redeems a coupon in one statement ($1 coupon, $2 customer, $3 business, $4 employee, $5 the
 * scanner's scan id or null): the
 * conditional UPDATE (the single-use guarantee), the sale, the product's stock (never below zero)
 * with its history row, and the scan-history row commit or fail together, in one round trip.
 *
 * Every CTE reads the snapshot taken when the statement began, so a scan that lost the race to a
 * concurrent one still sees `redeemed = false` in `cur`. Its UPDATE, though, re-checks the row
 * after the winner commits and matches nothing; when everything else about the coupon fits, the
 * only reason left is that someone else just redeemed it — hence ALREADY_REDEEMED as the last case.
 */
const REDEEM_SQL = `
  with prior as (
    select 1 from scans where employee_id = $4 and scan_id = $5::uuid
  ),
  member as (
    select 1 from memberships
    where employee_id = $4 and merchant_id = $3 and status = 'active'
  ),
  upd as (
    update coupons set redeemed = true, redeemed_at = now(), redeemed_by = $4
    where id = $1 and customer_id = $2 and merchant_id = $3
      and redeemed = false and expires_at > now() and exists (select 1 from member)
      and not exists (select 1 from prior)
    returning id, offer_id, customer_id, retail_price, currency, redeemed_at
  ),
  stock as (
    update products p set stock_quantity = p.stock_quantity - 1, updated_at = now()
    from offers o, upd
    where o.id = upd.offer_id and p.id = o.product_id and p.stock_quantity > 0
    returning p.id, p.merchant_id, p.stock_quantity
  ),
  stock_log as (
    insert into stock_adjustments (merchant_id, product_id, delta, quantity_after, reason, employee_id)
    select merchant_id, id, -1, stock_quantity, 'Coupon redeemed', $4 from stock
  ),
  sale as (
    insert into sales (merchant_id, coupon_id, customer_id, employee_id, amount, currency)
    select $3, id, customer_id, $4, retail_price, currency from upd
    returning id
  ),
  cur as (
    select id, customer_id, merchant_id, name, retail_price, currency, redeemed, redeemed_at,
      redeemed_by, expires_at
    from coupons where id = $1
  ),
  verdict as (
    select case
      when exists (select 1 from upd) then 'COUPON_REDEEMED'
      when not exists (select 1 from member) then 'FORBIDDEN'
      when not exists (select 1 from cur where customer_id = $2) then 'INVALID_TOKEN'
      when exists (select 1 from cur where merchant_id <> $3) then 'WRONG_MERCHANT'
      when exists (select 1 from cur where redeemed) then 'ALREADY_REDEEMED'
      when exists (select 1 from cur where expires_at <= now()) then 'COUPON_EXPIRED'
      else 'ALREADY_REDEEMED'
    end as outcome
  ),
  scan as (
    insert into scans (merchant_id, employee_id, coupon_id, customer_id, outcome, scan_id)
    select $3, $4, $1, (select customer_id from cur), outcome, $5::uuid from verdict
    where not exists (select 1 from prior)
    returning outcome
  )
  select scan.outcome, cur.id as coupon_id, cur.name, cur.retail_price, cur.currency, cur.merchant_id,
    (exists (select 1 from upd) or coalesce(cur.redeemed, false)) as redeemed,
    coalesce((select redeemed_at from upd), cur.redeemed_at) as redeemed_at, cur.expires_at,
    coalesce((select $4::uuid from upd), cur.redeemed_by) as redeemed_by,
    (select first_name || ' ' || last_name from employees
      where id = coalesce((select $4::uuid from upd), cur.redeemed_by)) as redeemed_by_name,
    (select name from merchants where id = cur.merchant_id) as merchant_name,
    (select count(*) from sale) as sales
  from scan left join cur on true`;

const time = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

function outcomeOf(row: Record<string, unknown>): RedeemOutcome {
  return {
    outcome: row.outcome as ScanOutcome,
    couponId: (row.coupon_id as string | null) ?? null,
    name: (row.name as string | null) ?? null,
    retailPrice: row.retail_price == null ? null : Number(row.retail_price),
    currency: (row.currency as string | null) ?? null,
    merchantId: (row.merchant_id as string | null) ?? null,
    redeemed: Boolean(row.redeemed),
    redeemedAt: time(row.redeemed_at),
    expiresAt: time(row.expires_at),
    redeemedBy: (row.redeemed_by as string | null) ?? null,
    redeemedByName: (row.redeemed_by_name as string | null) ?? null,
    merchantName: (row.merchant_name as string | null) ?? null,
  };
}

/**
 * The redemption's outcome, or null when this employee's scan id has been seen before: the
 * statement then writes nothing, and the caller answers from the earlier scan (`priorScan`).
 * Two requests with one scan id at once cannot both write: the second's scan row breaks the
 * unique index on (employee, scan id) when the first commits, which undoes its whole statement.
 */
export async function redeemCoupon(db: Db, input: RedeemInput): Promise<RedeemOutcome | null> {
  const { couponId, customerId, merchantId, employeeId, scanId } = input;
  try {
    const [row] = await queryPrepared<Record<string, unknown>>(db, 'redeem-coupon', REDEEM_SQL, [
      couponId,
      customerId,
      merchantId,
      employeeId,
      scanId,
    ]);
    return row ? outcomeOf(row) : null;
  } catch (error) {
    if (pgErrorCode(error) === '23505' && pgConstraint(error) === 'scans_employee_scan_id_idx')
      return null;
    throw error;
  }
}

/** What an employee's earlier scan with this id answered, as the coupon stands now. */
export async function priorScan(
  db: Db,
  q: { merchantId: string; employeeId: string; scanId: string },
): Promise<RedeemOutcome | null> {
  const result = await db.execute(sql`
    select s.outcome, s.coupon_id, c.name, c.retail_price, c.currency, c.merchant_id,
      coalesce(c.redeemed, false) as redeemed, c.redeemed_at, c.expires_at, c.redeemed_by,
      (select first_name || ' ' || last_name from employees where id = c.redeemed_by)
        as redeemed_by_name,
      (select name from merchants where id = c.merchant_id) as merchant_name
    from scans s left join coupons c on c.id = s.coupon_id
    where s.employee_id = ${q.employeeId} and s.scan_id = ${q.scanId}
      and s.merchant_id = ${q.merchantId}`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return row ? outcomeOf(row) : null;
}

/** A scan refused before reaching a coupon (bad or expired token, missing data). */
export async function recordRefusedScan(
  db: Db,
  values: {
    merchantId: string;
    employeeId: string;
    couponId: string | null;
    outcome: ScanOutcome;
    scanId: string | null;
  },
): Promise<void> {
  await db.insert(scans).values(values).onConflictDoNothing();
}
