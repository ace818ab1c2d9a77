import { and, eq } from 'drizzle-orm';
import { coupons, customers, offers } from '../db/schema';
import type { Harness } from './harness';

// The demo customer's wallet key, for tests that open the wallet.
export { DEMO_WALLET_KEY } from '../modules/coupon/coupon.seed';

/**
 * `count` coupons of the demo customer at Aroma Cafe that no other test touches, each of an offer
 * of its own (one coupon per customer and offer).
 */
export async function freshCoupons(h: Harness, count: number) {
  const db = h.database.db;
  const [customer] = await db
    .select()
    .from(customers)
    .where(eq(customers.email, 'customer@demo.test'));
  const [template] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.merchantId, h.merchants.aroma), eq(offers.status, 'approved')))
    .limit(1);
  const { id: _id, ...offer } = template!;
  const made = await db
    .insert(offers)
    .values(Array.from({ length: count }, (_, i) => ({ ...offer, title: `Test offer ${i}` })))
    .returning();
  return db
    .insert(coupons)
    .values(
      made.map((o) => ({
        offerId: o.id,
        customerId: customer!.id,
        merchantId: h.merchants.aroma,
        name: o.title,
        retailPrice: 420,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    )
    .returning();
}
