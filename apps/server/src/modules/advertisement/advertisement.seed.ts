import { and, eq, inArray, ne } from 'drizzle-orm';
import { addDays } from '@back-office/domain/periods';
import type { Db } from '../../db/client';
import {
  adCampaigns,
  adCharges,
  adCoupons,
  adImpressions,
  coupons,
  customers,
  offers,
  sales,
} from '../../db/schema';

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Campaigns in each state the page shows: Aroma Cafe's running one, whose coupons the demo's
 * customers took and redeemed (impressions, charges and a daily chart to read), one waiting for
 * the provider's review, and a rejected one of Blue Bay Travel. The demo wallet already holds
 * every demo offer, so none of them is advertised to it.
 */
export async function seedDemoAdvertisement(
  db: Db,
  ctx: { merchants: { aroma: string; blueBay: string }; execId: string; adminId: string },
) {
  const now = Date.now();
  const byTitle = async (title: string) =>
    (await db.select().from(offers).where(eq(offers.title, title)))[0];
  const breakfast = await byTitle('Breakfast for Two');
  const latte = await byTitle('Iced Latte');
  const transfer = await byTitle('Airport Transfer');
  if (!breakfast || !latte || !transfer) return;
  const startsAt = now - 14 * DAY;
  const [running] = await db
    .insert(adCampaigns)
    .values({
      merchantId: ctx.merchants.aroma,
      offerId: breakfast.id,
      placement: 'wallet',
      startsOn: dayOf(startsAt),
      endsOn: addDays(dayOf(now), 30),
      budgetMinor: 5000,
      priceMinor: 150,
      currency: breakfast.currency,
      status: 'approved',
      createdBy: ctx.execId,
      reviewedBy: ctx.adminId,
      reviewedAt: new Date(startsAt),
      createdAt: new Date(startsAt - DAY),
    })
    .returning();
  await db.insert(adCampaigns).values([
    {
      merchantId: ctx.merchants.aroma,
      offerId: latte.id,
      placement: 'marketplace',
      startsOn: addDays(dayOf(now), 2),
      endsOn: addDays(dayOf(now), 32),
      budgetMinor: 3000,
      priceMinor: 100,
      currency: latte.currency,
      createdBy: ctx.execId,
    },
    {
      merchantId: ctx.merchants.blueBay,
      offerId: transfer.id,
      placement: 'wallet',
      startsOn: dayOf(now - 5 * DAY),
      endsOn: addDays(dayOf(now), 25),
      budgetMinor: 20000,
      priceMinor: 500,
      currency: transfer.currency,
      status: 'rejected',
      rejectionReason: 'The offer’s photo is missing: add one and send the campaign again.',
      createdBy: ctx.execId,
      reviewedBy: ctx.adminId,
      reviewedAt: new Date(now - 6 * DAY),
      createdAt: new Date(now - 7 * DAY),
    },
  ]);

  // Every customer but the demo wallet's took the breakfast from the ad, over the first days.
  const [demo] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, 'customer@demo.test'));
  const taken = await db
    .select()
    .from(coupons)
    .where(
      and(eq(coupons.offerId, breakfast.id), ne(coupons.customerId, demo?.id ?? breakfast.id)),
    );
  if (taken.length === 0) return;
  await db.insert(adCoupons).values(
    taken.map((c, i) => ({
      couponId: c.id,
      campaignId: running!.id,
      createdAt: new Date(startsAt + ((i % 10) + 1) * DAY),
    })),
  );
  await db
    .insert(adImpressions)
    .values(
      taken.flatMap((c, i) =>
        Array.from({ length: 14 - (i % 10) }, (_, d) => ({
          campaignId: running!.id,
          customerId: c.customerId,
          day: dayOf(startsAt + ((i % 10) + d) * DAY),
        })),
      ),
    )
    .onConflictDoNothing();
  // The redeemed ones were charged when their sales were written.
  const redeemed = await db
    .select()
    .from(sales)
    .where(
      inArray(
        sales.couponId,
        taken.map((c) => c.id),
      ),
    );
  if (redeemed.length === 0) return;
  await db.insert(adCharges).values(
    redeemed.map((s) => ({
      campaignId: running!.id,
      merchantId: running!.merchantId,
      saleId: s.id,
      amountMinor: running!.priceMinor,
      currency: running!.currency,
      createdAt: s.createdAt,
    })),
  );
  await db
    .update(adCampaigns)
    .set({ spentMinor: redeemed.length * running!.priceMinor })
    .where(eq(adCampaigns.id, running!.id));
}
