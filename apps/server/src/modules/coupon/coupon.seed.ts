import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, customers, offers, sales, scans } from '../../db/schema';
import { hashOpaqueToken } from '../auth/tokens';

export const DEMO_WALLET_KEY = 'demo-wallet';

const DAY = 24 * 60 * 60 * 1000;

interface DemoContext {
  products: { id: string; name: string; merchantId: string }[];
  merchants: { aroma: string; blueBay: string };
  cashierId: string;
  salesId: string;
  execId: string;
}

const OFFERS = {
  aroma: [
    { title: 'Free Flat White', retailPrice: 380, description: 'Any size, any milk.' },
    {
      title: 'Croissant & Coffee',
      retailPrice: 550,
      description: 'A butter croissant with a filter coffee.',
    },
    {
      title: 'Breakfast for Two',
      retailPrice: 2400,
      description: 'Two full breakfasts with juice.',
    },
    {
      title: '10% off Beans (1 kg)',
      retailPrice: 320,
      description: 'House blend, ground to order.',
    },
    { title: 'Iced Latte', retailPrice: 420, description: 'Summer favourite.' },
  ],
  blueBay: [
    {
      title: 'Sunset Cruise',
      retailPrice: 4500,
      description: 'Two hours along the coast at sunset.',
    },
    {
      title: 'Troodos Day Tour',
      retailPrice: 6900,
      description: 'Villages, wineries and a lunch stop.',
    },
    { title: 'Airport Transfer', retailPrice: 3500, description: 'Larnaca or Paphos, one way.' },
  ],
} as const;

const CUSTOMERS = [
  {
    firstName: 'Demo',
    lastName: 'Customer',
    email: 'customer@demo.test',
    walletKey: DEMO_WALLET_KEY,
  },
  {
    firstName: 'Eleni',
    lastName: 'Georgiou',
    email: 'eleni@customers.demo.test',
    walletKey: 'demo-wallet-eleni',
  },
  {
    firstName: 'Marios',
    lastName: 'Christou',
    email: 'marios@customers.demo.test',
    walletKey: 'demo-wallet-marios',
  },
  {
    firstName: 'Anna',
    lastName: 'Pavlou',
    email: 'anna@customers.demo.test',
    walletKey: 'demo-wallet-anna',
  },
];

// The demo offers are on catalogue products where one matches, so redemptions move stock.
function productFor(ctx: DemoContext, title: string): string | null {
  const words = title.toLowerCase();
  return ctx.products.find((p) => words.includes(p.name.toLowerCase()))?.id ?? null;
}

/** Offers, customers (the demo wallet among them), coupons, and a history of scans and sales. */
export async function seedDemoCoupons(db: Db, ctx: DemoContext): Promise<void> {
  const now = Date.now();
  const offerRows = await db
    .insert(offers)
    .values(
      [
        ...OFFERS.aroma.map((o) => ({ ...o, merchantId: ctx.merchants.aroma })),
        ...OFFERS.blueBay.map((o) => ({ ...o, merchantId: ctx.merchants.blueBay })),
      ].map((o) => ({
        ...o,
        productId: productFor(ctx, o.title),
        currency: 'EUR',
        status: 'approved' as const,
        validFrom: new Date(now - 30 * DAY),
        validUntil: new Date(now + 365 * DAY),
      })),
    )
    .returning();
  const customerRows = await db
    .insert(customers)
    .values(
      CUSTOMERS.map(({ walletKey, ...c }) => ({
        ...c,
        walletKeyHash: hashOpaqueToken(walletKey),
        tags: ['demo'],
      })),
    )
    .returning();

  const couponValues = customerRows.flatMap((customer) =>
    offerRows.map((offer) => ({
      offerId: offer.id,
      customerId: customer.id,
      merchantId: offer.merchantId,
      name: offer.title,
      retailPrice: offer.retailPrice,
      currency: offer.currency,
      expiresAt: new Date(now + 180 * DAY),
    })),
  );
  const couponRows = await db.insert(coupons).values(couponValues).returning();

  // Everyone but the demo wallet has redeemed some coupons already: history and sales to show.
  const demoCustomerId = customerRows[0]!.id;
  const redeemedOnes = couponRows.filter((c, i) => c.customerId !== demoCustomerId && i % 2 === 0);
  for (const [i, coupon] of redeemedOnes.entries()) {
    const at = new Date(now - (i + 1) * 7 * 60 * 60 * 1000);
    const employeeId =
      coupon.merchantId === ctx.merchants.aroma
        ? i % 3 === 0
          ? ctx.salesId
          : ctx.cashierId
        : ctx.execId;
    await db
      .update(coupons)
      .set({ redeemed: true, redeemedAt: at, redeemedBy: employeeId })
      .where(eq(coupons.id, coupon.id));
    await db.insert(sales).values({
      merchantId: coupon.merchantId,
      couponId: coupon.id,
      customerId: coupon.customerId,
      employeeId,
      amount: coupon.retailPrice,
      currency: coupon.currency,
      createdAt: at,
    });
    await db.insert(scans).values([
      {
        merchantId: coupon.merchantId,
        employeeId,
        couponId: coupon.id,
        customerId: coupon.customerId,
        outcome: 'COUPON_REDEEMED' as const,
        createdAt: at,
      },
      ...(i % 4 === 1
        ? [
            {
              merchantId: coupon.merchantId,
              employeeId,
              couponId: coupon.id,
              customerId: coupon.customerId,
              outcome: 'ALREADY_REDEEMED' as const,
              createdAt: new Date(at.getTime() + 60_000),
            },
          ]
        : []),
      ...(i % 5 === 2
        ? [
            {
              merchantId: coupon.merchantId,
              employeeId,
              couponId: coupon.id,
              customerId: coupon.customerId,
              outcome: 'EXPIRED_TOKEN' as const,
              createdAt: new Date(at.getTime() - 90_000),
            },
          ]
        : []),
    ]);
  }
}
