import { and, asc, eq } from 'drizzle-orm';
import { queryPrepared } from '../../db/prepared';
import type { Db } from '../../db/client';
import { coupons, customers, merchants, scans } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

export interface RedeemInput {
  couponId: string;
  customerId: string;
  merchantId: string;
  employeeId: string;
}

export interface RedeemOutcome {
  outcome: string;
  couponId: string | null;
  name: string | null;
  retailPrice: number | null;
  currency: string | null;
  merchantId: string | null;
  redeemed: boolean;
  redeemedAt: string | null;
  expiresAt: string | null;
}

/**
 * Redeems a coupon in one statement ($1 coupon, $2 customer, $3 business, $4 employee): the
 * conditional UPDATE (the single-use guarantee), the sale, the product's stock (never below zero)
 * with its history row, and the scan-history row commit or fail together, in one round trip.
 *
 * Every CTE reads the snapshot taken when the statement began, so a scan that lost the race to a
 * concurrent one still sees `redeemed = false` in `cur`. Its UPDATE, though, re-checks the row
 * after the winner commits and matches nothing; when everything else about the coupon fits, the
 * only reason left is that someone else just redeemed it — hence ALREADY_REDEEMED as the last case.
 */
const REDEEM_SQL = `
  with member as (
    select 1 from memberships
    where employee_id = $4 and merchant_id = $3 and status = 'active'
  ),
  upd as (
    update coupons set redeemed = true, redeemed_at = now(), redeemed_by = $4
    where id = $1 and customer_id = $2 and merchant_id = $3
      and redeemed = false and expires_at > now() and exists (select 1 from member)
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
    select id, customer_id, merchant_id, name, retail_price, currency, redeemed, redeemed_at, expires_at
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
    insert into scans (merchant_id, employee_id, coupon_id, customer_id, outcome)
    select $3, $4, $1, (select customer_id from cur), outcome from verdict
    returning outcome
  )
  select scan.outcome, cur.id as coupon_id, cur.name, cur.retail_price, cur.currency, cur.merchant_id,
    (exists (select 1 from upd) or coalesce(cur.redeemed, false)) as redeemed,
    coalesce((select redeemed_at from upd), cur.redeemed_at) as redeemed_at, cur.expires_at,
    (select count(*) from sale) as sales
  from scan left join cur on true`;

export async function redeemCoupon(db: Db, input: RedeemInput): Promise<RedeemOutcome> {
  const { couponId, customerId, merchantId, employeeId } = input;
  const [row] = await queryPrepared<Record<string, unknown>>(db, 'redeem-coupon', REDEEM_SQL, [
    couponId,
    customerId,
    merchantId,
    employeeId,
  ]);
  const time = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
  return {
    outcome: String(row!.outcome),
    couponId: (row!.coupon_id as string | null) ?? null,
    name: (row!.name as string | null) ?? null,
    retailPrice: row!.retail_price == null ? null : Number(row!.retail_price),
    currency: (row!.currency as string | null) ?? null,
    merchantId: (row!.merchant_id as string | null) ?? null,
    redeemed: Boolean(row!.redeemed),
    redeemedAt: time(row!.redeemed_at),
    expiresAt: time(row!.expires_at),
  };
}

/** A scan refused before reaching a coupon (bad or expired token, missing data). */
export async function recordRefusedScan(
  db: Db,
  values: { merchantId: string; employeeId: string; couponId: string | null; outcome: string },
): Promise<void> {
  await db.insert(scans).values(values);
}

export async function findCustomerByWalletKeyHash(db: Db, walletKeyHash: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.walletKeyHash, walletKeyHash))
    .limit(1);
  return row;
}

export async function walletCoupons(db: Db, customerId: string) {
  return db
    .select({
      coupon: coupons,
      merchant: { id: merchants.id, name: merchants.name, companyLogo: merchants.companyLogo },
    })
    .from(coupons)
    .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
    .where(and(eq(coupons.customerId, customerId)))
    .orderBy(asc(coupons.redeemed), asc(coupons.expiresAt), asc(coupons.id));
}
