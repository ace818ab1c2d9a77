import { describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError, TimeoutError } from '../../lib/graphql/errors';
import { processScan, ScanGate, type Redeem } from './scan-flow';

const AROMA = 'merchant-aroma';
const qr = (fields: Record<string, unknown>) => JSON.stringify(fields);
const complete = { couponId: 'c1', token: 't1', userId: 'u1', merchantId: AROMA };

describe('processScan', () => {
  it('refuses a code of another business without calling the server', async () => {
    const redeem = vi.fn<Redeem>();
    const outcome = await processScan(qr({ ...complete, merchantId: 'blue-bay' }), AROMA, redeem);
    expect(outcome).toEqual({ kind: 'wrong-business' });
    expect(redeem).not.toHaveBeenCalled();
  });

  it('refuses a code without its data, or that is not a coupon at all, without a call', async () => {
    const redeem = vi.fn<Redeem>();
    expect(await processScan(qr({ couponId: 'c1', userId: 'u1' }), AROMA, redeem)).toEqual({
      kind: 'missing-data',
    });
    expect(await processScan('https://example.com', AROMA, redeem)).toEqual({
      kind: 'missing-data',
    });
    expect(redeem).not.toHaveBeenCalled();
  });

  it('sends the older spellings and leaves a code without a merchant to the server', async () => {
    const redeem = vi.fn<Redeem>(async () => ({ success: false, messageCode: 'EXPIRED_TOKEN' }));
    const outcome = await processScan(
      qr({ id: 'c1', qrToken: 't1', userId: 'u1' }),
      AROMA,
      redeem,
      {
        newScanId: () => 'scan-1',
      },
    );
    expect(redeem).toHaveBeenCalledWith({
      couponId: 'c1',
      token: 't1',
      userId: 'u1',
      scanId: 'scan-1',
    });
    expect(outcome).toEqual({ kind: 'failed', code: 'EXPIRED_TOKEN', scanId: 'scan-1' });
  });

  it('reports a redemption with the coupon name and its value in cents', async () => {
    const redeem: Redeem = async () => ({
      success: true,
      messageCode: 'COUPON_REDEEMED',
      coupon: { metadata: { name: 'Free Flat White', retailPrice: 3.8 } },
    });
    expect(await processScan(qr(complete), AROMA, redeem, { newScanId: () => 's' })).toEqual({
      kind: 'redeemed',
      couponName: 'Free Flat White',
      valueMinor: 380,
      scanId: 's',
      memberTiers: [],
    });
  });

  it('passes on the customer’s programme tiers with a redemption, for the cashier to see', async () => {
    const gold = { tierId: 't-gold', programme: 'lifestyle', nameEn: 'Gold', nameEl: 'Χρυσό' };
    const redeem: Redeem = async () => ({
      success: true,
      messageCode: 'COUPON_REDEEMED',
      coupon: { metadata: { name: 'Members Brunch', retailPrice: 12 } },
      memberTiers: [gold],
    });
    expect(await processScan(qr(complete), AROMA, redeem, { newScanId: () => 's' })).toEqual({
      kind: 'redeemed',
      couponName: 'Members Brunch',
      valueMinor: 1200,
      scanId: 's',
      memberTiers: [gold],
    });
  });

  it('names an unsuccessful answer without a code UNKNOWN_ERROR', async () => {
    const redeem: Redeem = async () => ({ success: false, messageCode: '' });
    expect(await processScan(qr(complete), AROMA, redeem, { newScanId: () => 's' })).toEqual({
      kind: 'failed',
      code: 'UNKNOWN_ERROR',
      scanId: 's',
    });
  });

  it('turns an exception into an error with its message, else "Failed to scan"', async () => {
    const failing =
      (error: unknown): Redeem =>
      async () => {
        throw error;
      };
    expect(await processScan(qr(complete), AROMA, failing(new Error('Network down')))).toEqual({
      kind: 'error',
      message: 'Network down',
    });
    expect(await processScan(qr(complete), AROMA, failing('?'))).toEqual({
      kind: 'error',
      message: 'failedToScan',
    });
  });
});

describe('a scan whose answer was lost', () => {
  const instantly = async () => {};

  it('is sent again with the same scan id, saying so, until an answer comes', async () => {
    const lost = [new NetworkError(), new TimeoutError(), new HttpError(502)];
    const redeem = vi.fn<Redeem>(async () => {
      const error = lost.shift();
      if (error) throw error;
      return {
        success: true,
        messageCode: 'COUPON_REDEEMED',
        coupon: { metadata: { name: 'Iced Latte', retailPrice: 4.2 } },
      };
    });
    const onRetry = vi.fn();
    const ids = ['scan-a', 'scan-b'];
    const outcome = await processScan(qr(complete), AROMA, redeem, {
      onRetry,
      newScanId: () => ids.shift()!,
      wait: instantly,
    });
    expect(outcome).toEqual({
      kind: 'redeemed',
      couponName: 'Iced Latte',
      valueMinor: 420,
      scanId: 'scan-a',
      memberTiers: [],
    });
    expect(redeem.mock.calls.map(([payload]) => payload.scanId)).toEqual([
      'scan-a',
      'scan-a',
      'scan-a',
      'scan-a',
    ]);
    expect(onRetry.mock.calls).toEqual([[1], [2], [3]]);
  });

  it('gives up after three retries with the error, and never retries a refusal', async () => {
    const down = vi.fn<Redeem>(async () => {
      throw new NetworkError();
    });
    expect(await processScan(qr(complete), AROMA, down, { wait: instantly })).toMatchObject({
      kind: 'error',
    });
    expect(down).toHaveBeenCalledTimes(4);

    const refused = vi.fn<Redeem>(async () => {
      throw new HttpError(400);
    });
    await processScan(qr(complete), AROMA, refused, { wait: instantly });
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('reports an earlier redemption with ALREADY_REDEEMED', async () => {
    const previous = {
      redeemedAt: '2026-11-23T10:00:00.000Z',
      businessName: 'Aroma Cafe',
      byYou: true,
      employeeName: 'Katerina Cashier',
    };
    const redeem: Redeem = async () => ({
      success: false,
      messageCode: 'ALREADY_REDEEMED',
      previousRedemption: previous,
    });
    expect(await processScan(qr(complete), AROMA, redeem, { newScanId: () => 's' })).toEqual({
      kind: 'failed',
      code: 'ALREADY_REDEEMED',
      scanId: 's',
      previous,
    });
  });
});

describe('ScanGate', () => {
  it('ignores every code while a scan is under way', () => {
    const gate = new ScanGate();
    expect(gate.accept('a', 0)).toBe(true);
    expect(gate.accept('b', 10)).toBe(false);
    gate.release();
    expect(gate.accept('b', 20)).toBe(true);
  });

  it('ignores the same text within 3 s, and takes it again after', () => {
    const gate = new ScanGate();
    gate.accept('a', 0);
    gate.release();
    expect(gate.accept('a', 2999)).toBe(false);
    expect(gate.accept('a', 3000)).toBe(true);
  });
});
