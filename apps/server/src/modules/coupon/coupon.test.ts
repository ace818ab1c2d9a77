import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql';
import { coupons, sales, scans } from '../../db/schema';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';
import type { QrPayload } from '@back-office/domain/schemas/coupon';
import { DEMO_WALLET_KEY } from './coupon.seed';
import { rowsOf } from '../../db/rows';
import { advanceClock, resetClock } from '../../jobs/clock';
import type {
  CouponScanMutationVariables,
  CouponWalletQuery,
  ScanFilter,
} from '../../test/gql/graphql';

const WALLET = graphql(`
  query CouponWallet($walletKey: String!) {
    wallet {
      get(walletKey: $walletKey) {
        firstName
        serverTime
        coupons {
          id
          redeemed
          expiresAt
          merchant {
            _id
            name
          }
          metadata {
            name
            retailPrice
            retailPriceMinor
            currency
            merchantId
          }
          qr {
            text
            expiresAt
          }
        }
      }
    }
  }
`);
const SCAN = graphql(`
  mutation CouponScan($couponId: ID!, $token: String!, $userId: ID!) {
    coupon {
      scanQrCode(couponId: $couponId, token: $token, userId: $userId) {
        success
        messageCode
        redeemedAt
        coupon {
          id
          redeemed
          metadata {
            name
            retailPrice
          }
        }
      }
    }
  }
`);
const HISTORY = graphql(`
  query CouponHistory($filter: ScanFilter!, $first: Int, $after: String) {
    scan {
      list(filter: $filter, first: $first, after: $after) {
        items {
          id
          createdAt
          outcome
          couponId
          couponName
          customerName
          employeeName
          merchantName
        }
        endCursor
        hasNextPage
      }
    }
  }
`);

const TODAY = graphql(`
  query CouponScansToday {
    scan {
      today {
        day
        scans
        redeemed
        redeemedByMe
        redeemedValue {
          currency
          count
          amountMinor
        }
      }
    }
  }
`);

type Wallet = NonNullable<CouponWalletQuery['wallet']['get']>;
type WalletCoupon = Wallet['coupons'][number];

describe.each(DATABASE_KINDS)('coupons on %s', (kind) => {
  let h: Harness;
  let cashier: Awaited<ReturnType<typeof signInTo>>;
  let wallet: Wallet;

  const qrOf = (c: WalletCoupon) => JSON.parse(c.qr!.text) as QrPayload;
  const scan = (token: string, vars: CouponScanMutationVariables) => h.gql(SCAN, vars, { token });
  const loadWallet = async () =>
    (await h.gql(WALLET, { walletKey: DEMO_WALLET_KEY })).data!.wallet.get;

  beforeAll(async () => {
    h = await createHarness(kind);
    cashier = await signInTo(h, 'cashier@demo.test', h.merchants.aroma);
    wallet = (await loadWallet())!;
  });
  afterAll(() => h?.close());

  it('shows the demo wallet with fresh 60-second QR codes, and nothing for an unknown key', async () => {
    const aroma = wallet.coupons.filter((c) => c.merchant.name === 'Aroma Cafe' && c.qr);
    const blueBay = wallet.coupons.filter((c) => c.merchant.name === 'Blue Bay Travel' && c.qr);
    expect(aroma.length).toBeGreaterThanOrEqual(3);
    expect(blueBay.length).toBeGreaterThanOrEqual(1);
    const payload = qrOf(aroma[0]!);
    expect(Object.keys(payload).sort()).toEqual(['couponId', 'merchantId', 'token', 'userId']);
    expect(payload.merchantId).toBe(h.merchants.aroma);
    const lifetime = Date.parse(aroma[0]!.qr!.expiresAt) - Date.parse(wallet.serverTime);
    expect(lifetime).toBeGreaterThan(58_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);
    expect((await h.gql(WALLET, { walletKey: 'no-such-wallet' })).data!.wallet.get).toBeNull();
  });

  it('redeems once, with the sale and the history row, then answers ALREADY_REDEEMED', async () => {
    const coupon = wallet.coupons.find((c) => c.merchant.name === 'Aroma Cafe' && c.qr)!;
    const { couponId, token, userId } = qrOf(coupon);
    const first = (await scan(cashier.token, { couponId, token, userId })).data!.coupon.scanQrCode;
    expect(first).toMatchObject({
      success: true,
      messageCode: 'COUPON_REDEEMED',
      coupon: { id: couponId, redeemed: true },
    });
    expect(first.coupon!.metadata.retailPrice).toBeGreaterThan(0);
    expect(Math.abs(Date.parse(first.redeemedAt!) - Date.now())).toBeLessThan(10_000);
    const again = (await scan(cashier.token, { couponId, token, userId })).data!.coupon.scanQrCode;
    expect(again).toMatchObject({
      success: false,
      messageCode: 'ALREADY_REDEEMED',
      redeemedAt: null,
    });
    const saleRows = await h.database.db.select().from(sales).where(eq(sales.couponId, couponId));
    expect(saleRows).toHaveLength(1);
    expect(saleRows[0]).toMatchObject({
      merchantId: h.merchants.aroma,
      employeeId: cashier.employeeId,
    });
    const history = await h.database.db.select().from(scans).where(eq(scans.couponId, couponId));
    expect(history.map((s) => s.outcome).sort()).toEqual(['ALREADY_REDEEMED', 'COUPON_REDEEMED']);
    expect(
      (await loadWallet())!.coupons.find((c: WalletCoupon) => c.id === couponId)!.qr,
    ).toBeNull();
  });

  it('gives WRONG_MERCHANT to an Aroma Cafe cashier scanning a Blue Bay Travel coupon, and leaves it unredeemed', async () => {
    const coupon = wallet.coupons.find((c) => c.merchant.name === 'Blue Bay Travel' && c.qr)!;
    const { couponId, token, userId } = qrOf(coupon);
    const res = (await scan(cashier.token, { couponId, token, userId })).data!.coupon.scanQrCode;
    expect(res).toEqual({
      success: false,
      messageCode: 'WRONG_MERCHANT',
      redeemedAt: null,
      coupon: null,
    });
    const [row] = await h.database.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(row!.redeemed).toBe(false);
  });

  it('gives EXPIRED_TOKEN one second past 60 s, and accepts a token just inside it', async () => {
    const [a, b] = wallet.coupons
      .filter((c) => c.merchant.name === 'Aroma Cafe' && c.qr)
      .slice(1, 3);
    const { couponId, userId } = qrOf(a!);
    const old = h.tokens.signQr(couponId, userId, 60, Date.now() - 61_000);
    expect(
      (await scan(cashier.token, { couponId, token: old, userId })).data!.coupon.scanQrCode
        .messageCode,
    ).toBe('EXPIRED_TOKEN');
    const fresh = qrOf(b!);
    const recent = h.tokens.signQr(fresh.couponId, fresh.userId, 60, Date.now() - 55_000);
    expect(
      (await scan(cashier.token, { ...fresh, token: recent })).data!.coupon.scanQrCode.success,
    ).toBe(true);
  });

  it('gives INVALID_TOKEN to a token of another coupon, a forged token and an access token', async () => {
    const [a, b] = wallet.coupons
      .filter((c) => c.merchant.name === 'Aroma Cafe' && c.qr)
      .slice(3, 5);
    const target = qrOf(a!);
    const other = qrOf(b!);
    const forged = `${target.token.slice(0, -4)}AAAA`;
    for (const token of [other.token, forged, cashier.token, 'not-a-token']) {
      const res = (
        await scan(cashier.token, { couponId: target.couponId, token, userId: target.userId })
      ).data!.coupon.scanQrCode;
      expect(res).toMatchObject({ success: false, messageCode: 'INVALID_TOKEN' });
    }
    // Nor is a QR token ever an access token.
    const res = await scan(target.token, { ...target });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers MISSING_DATA for empty fields and records the attempt', async () => {
    const before = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(scans);
    const res = (await scan(cashier.token, { couponId: '', token: '', userId: '' })).data!.coupon
      .scanQrCode;
    expect(res).toMatchObject({ success: false, messageCode: 'MISSING_DATA' });
    const after = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(scans);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });

  it.each(['employee@demo.test', 'accountant@demo.test', 'marketing@demo.test'])(
    'refuses %s',
    async (email) => {
      const s = await signInTo(h, email, h.merchants.aroma);
      const c = qrOf(wallet.coupons.find((x) => x.merchant.name === 'Aroma Cafe' && x.qr)!);
      const res = await scan(s.token, { couponId: c.couponId, token: c.token, userId: c.userId });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(
        (await h.gql(SCAN, { couponId: c.couponId, token: c.token, userId: c.userId })).errors?.[0]
          ?.extensions?.code,
      ).toBe('UNAUTHENTICATED');
    },
  );

  it('lets the EXECUTIVE of the business and SALES redeem', async () => {
    const fresh = await loadWallet();
    const usable = fresh!.coupons.filter(
      (c: WalletCoupon) => c.merchant.name === 'Aroma Cafe' && c.qr,
    );
    const exec = await signInTo(h, 'exec@demo.test', h.merchants.aroma);
    const salesSession = await signInTo(h, 'sales@demo.test', h.merchants.aroma);
    expect((await scan(exec.token, qrOf(usable[0]!))).data!.coupon.scanQrCode.success).toBe(true);
    expect((await scan(salesSession.token, qrOf(usable[1]!))).data!.coupon.scanQrCode.success).toBe(
      true,
    );
  });

  it('gives exactly one success to 50 concurrent scans of one coupon', async () => {
    const [coupon] = await h.database.db
      .select()
      .from(coupons)
      .where(sql`${coupons.merchantId} = ${h.merchants.aroma} and not ${coupons.redeemed}`)
      .limit(1);
    const token = h.tokens.signQr(coupon!.id, coupon!.customerId, 60);
    const vars = { couponId: coupon!.id, token, userId: coupon!.customerId };
    const results = await Promise.all(Array.from({ length: 50 }, () => scan(cashier.token, vars)));
    const codes = results.map((r) => r.data!.coupon.scanQrCode.messageCode);
    expect(codes.filter((c) => c === 'COUPON_REDEEMED')).toHaveLength(1);
    expect(codes.filter((c) => c === 'ALREADY_REDEEMED')).toHaveLength(49);
    expect(
      await h.database.db.select().from(scans).where(eq(scans.couponId, coupon!.id)),
    ).toHaveLength(50);
    expect(
      await h.database.db.select().from(sales).where(eq(sales.couponId, coupon!.id)),
    ).toHaveLength(1);
  });

  describe('scan history', () => {
    const list = (token: string, filter: ScanFilter, first?: number, after?: string | null) =>
      h.gql(HISTORY, { filter, first, after }, { token });

    it('lists the own business newest first, 20 a page, with cursors that neither skip nor repeat', async () => {
      const page1 = (await list(cashier.token, { view: 'merchant' })).data!.scan.list;
      expect(page1.items).toHaveLength(20);
      expect(page1.hasNextPage).toBe(true);
      const times = page1.items.map((i) => Date.parse(i.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(page1.items.every((i) => i.merchantName === 'Aroma Cafe')).toBe(true);
      const all: string[] = [];
      let after: string | null | undefined;
      for (;;) {
        const page = (await list(cashier.token, { view: 'merchant' }, 7, after)).data!.scan.list;
        all.push(...page.items.map((i) => i.id));
        if (!page.hasNextPage) break;
        after = page.endCursor;
      }
      const { n } = rowsOf<{ n: number }>(
        await h.database.db.execute(
          sql`select count(*)::int as n from scans where merchant_id = ${h.merchants.aroma}`,
        ),
      )[0]!;
      expect(new Set(all).size).toBe(all.length);
      expect(all).toHaveLength(n);
    });

    it('filters by outcome, date range and search', async () => {
      const redeemed = (
        await list(cashier.token, { view: 'merchant', outcome: 'COUPON_REDEEMED' }, 100)
      ).data!.scan.list;
      expect(redeemed.items.length).toBeGreaterThan(0);
      expect(redeemed.items.every((i) => i.outcome === 'COUPON_REDEEMED')).toBe(true);
      const today = new Date().toISOString().slice(0, 10);
      const todays = (await list(cashier.token, { view: 'merchant', from: today, to: today }, 100))
        .data!.scan.list;
      expect(todays.items.length).toBeGreaterThan(0);
      expect(todays.items.every((i) => i.createdAt.slice(0, 10) === today)).toBe(true);
      const future = (await list(cashier.token, { view: 'merchant', from: '2999-01-01' })).data!
        .scan.list;
      expect(future.items).toEqual([]);
      const byName = (await list(cashier.token, { view: 'merchant', search: 'georgiou' }, 100))
        .data!.scan.list;
      expect(byName.items.length).toBeGreaterThan(0);
      expect(byName.items.every((i) => i.customerName === 'Eleni Georgiou')).toBe(true);
      const couponId = byName.items[0]!.couponId;
      const byCoupon = (await list(cashier.token, { view: 'merchant', search: couponId }, 100))
        .data!.scan.list;
      expect(byCoupon.items.every((i) => i.couponId === couponId)).toBe(true);
    });

    it('exports the filtered history as CSV, with formulas made inert', async () => {
      const res = await h.app.inject({
        url: '/exports/scans.csv?view=merchant&outcome=COUPON_REDEEMED',
        headers: { authorization: `Bearer ${cashier.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        '"time","outcome","business","coupon id","coupon","value (minor units)","currency","customer","employee"',
      );
      const redeemed = (
        await list(cashier.token, { view: 'merchant', outcome: 'COUPON_REDEEMED' }, 100)
      ).data!.scan.list.items;
      expect(lines).toHaveLength(redeemed.length + 1);
      expect(lines.slice(1).every((l) => l.includes('"COUPON_REDEEMED","Aroma Cafe"'))).toBe(true);
      const refused = await h.app.inject({
        url: '/exports/scans.csv?view=admin',
        headers: { authorization: `Bearer ${cashier.token}` },
      });
      expect(refused.statusCode).toBe(403);
      expect((await h.app.inject({ url: '/exports/scans.csv?view=merchant' })).statusCode).toBe(
        401,
      );
    });

    it('shows every business only to an ADMIN', async () => {
      const refused = await list(cashier.token, { view: 'admin' });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const admin = await signInTo(h, 'admin@demo.test', h.merchants.provider);
      const all = (await list(admin.token, { view: 'admin' }, 100)).data!.scan.list;
      const names = new Set(all.items.map((i) => i.merchantName));
      expect(names.has('Aroma Cafe') && names.has('Blue Bay Travel')).toBe(true);
      const employee = await signInTo(h, 'employee@demo.test', h.merchants.aroma);
      expect((await list(employee.token, { view: 'merchant' })).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
    });

    it("counts today's scans of the business, the caller's redemptions and their worth, per day", async () => {
      const today = async (token: string) => {
        const res = await h.gql(TODAY, {}, { token });
        expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
        return res.data!.scan.today;
      };
      const euros = (day: Awaited<ReturnType<typeof today>>) =>
        day.redeemedValue.find((v) => v.currency === 'EUR')?.amountMinor ?? 0;
      const salesPerson = await signInTo(h, 'sales@demo.test', h.merchants.aroma);
      const before = await today(cashier.token);
      const salesBefore = await today(salesPerson.token);
      const [coupon] = await h.database.db
        .select()
        .from(coupons)
        .where(sql`${coupons.merchantId} = ${h.merchants.aroma} and not ${coupons.redeemed}`)
        .limit(1);
      const vars = {
        couponId: coupon!.id,
        token: h.tokens.signQr(coupon!.id, coupon!.customerId, 60),
        userId: coupon!.customerId,
      };
      expect((await scan(cashier.token, vars)).data!.coupon.scanQrCode.success).toBe(true);
      expect((await scan(cashier.token, vars)).data!.coupon.scanQrCode.messageCode).toBe(
        'ALREADY_REDEEMED',
      );

      const after = await today(cashier.token);
      // The demo businesses keep Europe/Nicosia's days.
      expect(after.day).toBe(
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Nicosia' }).format(new Date()),
      );
      expect(after.scans).toBe(before.scans + 2);
      expect(after.redeemed).toBe(before.redeemed + 1);
      expect(after.redeemedByMe).toBe(before.redeemedByMe + 1);
      expect(euros(after)).toBe(euros(before) + coupon!.retailPrice);
      // The same day of the business for a colleague, whose own redemptions did not change.
      const salesAfter = await today(salesPerson.token);
      expect(salesAfter.scans).toBe(after.scans);
      expect(salesAfter.redeemedByMe).toBe(salesBefore.redeemedByMe);

      // Tomorrow starts with no scans.
      advanceClock(24 * 60 * 60 * 1000);
      try {
        expect(await today(cashier.token)).toMatchObject({
          scans: 0,
          redeemed: 0,
          redeemedByMe: 0,
          redeemedValue: [],
        });
      } finally {
        resetClock();
      }
    });
  });
});
