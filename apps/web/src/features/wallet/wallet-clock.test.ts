import { describe, expect, it } from 'vitest';
import {
  couponState,
  msUntilRenewal,
  secondsLeft,
  type WalletCoupon,
  type WalletSnapshot,
} from './wallet-clock';

const NOW = Date.parse('2026-05-01T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

function coupon(overrides: Partial<WalletCoupon> = {}): WalletCoupon {
  return {
    id: 'c1',
    redeemed: false,
    redeemedAt: null,
    expiresAt: at(30 * 24 * 3600_000),
    metadata: { name: 'Free Flat White', retailPriceMinor: 380, currency: 'EUR' },
    merchant: { _id: 'm1', name: 'Aroma Cafe', companyLogo: null },
    qr: { text: '{}', expiresAt: at(60_000) },
    ...overrides,
  };
}

const snapshot = (coupons: WalletCoupon[], clockOffsetMs = 0): WalletSnapshot => ({
  wallet: { firstName: 'Demo', lastName: 'Customer', serverTime: at(0), coupons },
  clockOffsetMs,
});

describe('the wallet clock', () => {
  it('counts on the server’s clock, however far off the phone’s is', () => {
    const tenMinutes = 10 * 60_000;
    // The phone is ten minutes fast: the server is ten minutes behind it.
    expect(secondsLeft(at(60_000), -tenMinutes, NOW + tenMinutes)).toBe(60);
    expect(secondsLeft(at(60_000), 0, NOW + 59_500)).toBe(1);
    expect(secondsLeft(at(60_000), 0, NOW + 61_000)).toBe(0);
  });

  it('renews 5 s before the first code expires, and not at all without codes', () => {
    const soon = coupon({ qr: { text: '{}', expiresAt: at(40_000) } });
    expect(msUntilRenewal(snapshot([coupon(), soon]), NOW)).toBe(35_000);
    expect(msUntilRenewal(snapshot([coupon({ redeemed: true, qr: null })]), NOW)).toBe(false);
    expect(msUntilRenewal(undefined, NOW)).toBe(false);
  });

  it('tries again 10 s apart once a renewal is overdue', () => {
    expect(msUntilRenewal(snapshot([coupon()]), NOW + 120_000)).toBe(10_000);
  });

  it('tells usable coupons from redeemed and expired ones', () => {
    expect(couponState(coupon(), 0, NOW)).toBe('active');
    expect(couponState(coupon({ redeemed: true, qr: null }), 0, NOW)).toBe('redeemed');
    expect(couponState(coupon({ qr: null }), 0, NOW)).toBe('expired');
    expect(couponState(coupon({ expiresAt: at(-1) }), 0, NOW)).toBe('expired');
  });
});
