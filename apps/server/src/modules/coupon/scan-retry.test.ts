import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@back-office/domain/messages';
import { sales, scans } from '../../db/schema';
import { freshCoupons } from '../../test/coupons';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';

const SCAN = `mutation ($couponId: ID!, $token: String!, $userId: ID!, $scanId: ID) {
  coupon { scanQrCode(couponId: $couponId, token: $token, userId: $userId, scanId: $scanId) {
    success messageCode redeemedAt coupon { id redeemed }
    previousRedemption { redeemedAt businessName byYou employeeName } } } }`;

interface ScanAnswer {
  success: boolean;
  messageCode: string;
  redeemedAt: string | null;
  coupon: { id: string; redeemed: boolean } | null;
  previousRedemption: {
    redeemedAt: string;
    businessName: string;
    byYou: boolean;
    employeeName: string | null;
  } | null;
}

describe.each(DATABASE_KINDS)('scans that survive a lost answer on %s', (kind) => {
  let h: Harness;
  let cashier: Awaited<ReturnType<typeof signInTo>>;
  let exec: Awaited<ReturnType<typeof signInTo>>;
  let customerId: string;
  let fresh: { id: string; customerId: string }[] = [];

  // A coupon of the demo customer's that no other test touches.
  async function freshCoupon(): Promise<string> {
    return fresh.shift()!.id;
  }

  async function scan(token: string, vars: Record<string, unknown>) {
    const res = await h.gql<{ coupon: { scanQrCode: ScanAnswer } }>(SCAN, vars, { token });
    return res;
  }
  const qr = (couponId: string, age = 0) => ({
    couponId,
    userId: customerId,
    token: h.tokens.signQr(couponId, customerId, 60, Date.now() - age),
  });
  const rows = async (couponId: string) => ({
    sales: await h.database.db.select().from(sales).where(eq(sales.couponId, couponId)),
    scans: await h.database.db.select().from(scans).where(eq(scans.couponId, couponId)),
  });

  beforeAll(async () => {
    h = await createHarness(kind);
    cashier = await signInTo(h, 'cashier@demo.test', h.merchants.aroma);
    exec = await signInTo(h, 'exec@demo.test', h.merchants.aroma);
    fresh = await freshCoupons(h, 8);
    customerId = fresh[0]!.customerId;
  });
  afterAll(() => h?.close());

  it('answers a retry with the first answer, even once the QR token has expired', async () => {
    const couponId = await freshCoupon();
    const scanId = randomUUID();
    const first = (await scan(cashier.token, { ...qr(couponId), scanId })).data!.coupon.scanQrCode;
    expect(first).toMatchObject({ success: true, messageCode: 'COUPON_REDEEMED' });

    const retry = (await scan(cashier.token, { ...qr(couponId), scanId })).data!.coupon.scanQrCode;
    expect(retry).toEqual(first);
    // 65 s later the token has expired, but the answer is the scan's, not the token's.
    const late = (await scan(cashier.token, { ...qr(couponId, 65_000), scanId })).data!.coupon
      .scanQrCode;
    expect(late).toEqual(first);

    const written = await rows(couponId);
    expect(written.sales).toHaveLength(1);
    expect(written.scans.map((s) => s.outcome)).toEqual(['COUPON_REDEEMED']);
  });

  it('redeems once when the same scan arrives many times at once', async () => {
    const couponId = await freshCoupon();
    const scanId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => scan(cashier.token, { ...qr(couponId), scanId })),
    );
    const redeemedAt = new Set(answers.map((a) => a.data?.coupon.scanQrCode.redeemedAt));
    for (const a of answers)
      expect(a.data?.coupon.scanQrCode, JSON.stringify(a.errors)).toMatchObject({
        success: true,
        messageCode: 'COUPON_REDEEMED',
      });
    expect(redeemedAt.size).toBe(1);
    const written = await rows(couponId);
    expect(written.sales).toHaveLength(1);
    expect(written.scans).toHaveLength(1);
  });

  it('tells ALREADY_REDEEMED when, where and whether by the same employee', async () => {
    const couponId = await freshCoupon();
    const first = (await scan(cashier.token, { ...qr(couponId), scanId: randomUUID() })).data!
      .coupon.scanQrCode;
    const mine = (await scan(cashier.token, { ...qr(couponId), scanId: randomUUID() })).data!.coupon
      .scanQrCode;
    expect(mine).toMatchObject({
      success: false,
      messageCode: 'ALREADY_REDEEMED',
      previousRedemption: {
        redeemedAt: first.redeemedAt,
        businessName: 'Aroma Cafe',
        byYou: true,
        employeeName: 'Katerina Cashier',
      },
    });
    const theirs = (await scan(exec.token, { ...qr(couponId) })).data!.coupon.scanQrCode;
    expect(theirs.previousRedemption).toEqual({
      redeemedAt: first.redeemedAt,
      businessName: 'Aroma Cafe',
      byYou: false,
      employeeName: 'Katerina Cashier',
    });
  });

  it("keeps one employee's scan ids apart from another's", async () => {
    const [a, b] = [await freshCoupon(), await freshCoupon()];
    const scanId = randomUUID();
    const mine = (await scan(cashier.token, { ...qr(a), scanId })).data!.coupon.scanQrCode;
    expect(mine.success).toBe(true);
    // The executive's scan with the same id is a scan of its own, and learns nothing of the other.
    const theirs = (await scan(exec.token, { ...qr(b), scanId })).data!.coupon.scanQrCode;
    expect(theirs).toMatchObject({ success: true, coupon: { id: b } });
  });

  it('refuses a scan id used for another coupon, and one that is not a UUID', async () => {
    const [a, b] = [await freshCoupon(), await freshCoupon()];
    const scanId = randomUUID();
    expect((await scan(cashier.token, { ...qr(a), scanId })).data!.coupon.scanQrCode.success).toBe(
      true,
    );
    const reused = await scan(cashier.token, { ...qr(b), scanId });
    expect(reused.errors?.[0]).toMatchObject({
      message: MESSAGES.scanIdReused,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await rows(b)).sales).toHaveLength(0);
    const malformed = await scan(cashier.token, { ...qr(b), scanId: 'scan-1' });
    expect(malformed.errors?.[0]).toMatchObject({
      message: MESSAGES.invalidScanId,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await rows(b)).scans).toHaveLength(0);
  });

  it('answers a retried refusal with the same refusal, written once', async () => {
    const couponId = await freshCoupon();
    const scanId = randomUUID();
    const expired = { ...qr(couponId, 61_000), scanId };
    const first = (await scan(cashier.token, expired)).data!.coupon.scanQrCode;
    expect(first.messageCode).toBe('EXPIRED_TOKEN');
    expect((await scan(cashier.token, expired)).data!.coupon.scanQrCode).toEqual(first);
    expect((await rows(couponId)).scans.map((s) => s.outcome)).toEqual(['EXPIRED_TOKEN']);
  });
});
