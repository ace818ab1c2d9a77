import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, customers, merchants } from '../../db/schema';

export async function findCustomerByWalletKeyHash(db: Db, walletKeyHash: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.walletKeyHash, walletKeyHash))
    .limit(1);
  return row;
}

/**
 * The customer opened their wallet today (the provider's time zone): once a day, however often
 * the page renews its QR codes. A trigger of migration 0008 counts it for the dashboards.
 */
export async function recordWalletOpen(db: Db, customerId: string): Promise<void> {
  await db.execute(sql`
    insert into wallet_opens (customer_id, day)
    values (${customerId}, (now() at time zone analytics_provider_timezone())::date)
    on conflict do nothing`);
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
