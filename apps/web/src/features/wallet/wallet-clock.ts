import type { WalletQuery } from '../../gql/graphql';

export type Wallet = NonNullable<WalletQuery['wallet']['get']>;
export type WalletCoupon = Wallet['coupons'][number];

export interface WalletSnapshot {
  wallet: Wallet | null;
  // Server time minus this device's time, measured when the wallet was read.
  clockOffsetMs: number;
}

// A code is renewed this long before it expires, so the one on screen is never refused.
export const RENEW_BEFORE_EXPIRY_MS = 5000;
// After a failed renewal (the phone offline, say) the next attempt waits at least this long.
const MIN_RENEWAL_DELAY_MS = 10_000;

export function serverNow(clockOffsetMs: number, now = Date.now()): number {
  return now + clockOffsetMs;
}

export function secondsLeft(expiresAt: string, clockOffsetMs: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - serverNow(clockOffsetMs, now)) / 1000));
}

// When to read the wallet again for fresh codes; false when no coupon shows a code.
export function msUntilRenewal(
  snapshot: WalletSnapshot | undefined,
  now = Date.now(),
): number | false {
  const expiries = (snapshot?.wallet?.coupons ?? []).flatMap((coupon) =>
    coupon.qr ? [Date.parse(coupon.qr.expiresAt)] : [],
  );
  if (!snapshot || expiries.length === 0) return false;
  const due =
    Math.min(...expiries) - RENEW_BEFORE_EXPIRY_MS - serverNow(snapshot.clockOffsetMs, now);
  return Math.max(MIN_RENEWAL_DELAY_MS, due);
}

export type CouponState = 'active' | 'redeemed' | 'expired';

export function couponState(
  coupon: WalletCoupon,
  clockOffsetMs: number,
  now = Date.now(),
): CouponState {
  if (coupon.redeemed) return 'redeemed';
  if (!coupon.qr || Date.parse(coupon.expiresAt) <= serverNow(clockOffsetMs, now)) return 'expired';
  return 'active';
}
