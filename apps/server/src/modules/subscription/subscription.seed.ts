import type { Db } from '../../db/client';
import { businessSubscriptions, subscriptionPeriods, subscriptionPlans } from '../../db/schema';
import { recordPaymentOf } from '../accounting/payment.service';
import { periodInvoices, recordSubscriptionEvent } from './subscription.queries';
import { renewSubscription } from './subscription-renewal.service';

const DAY = 24 * 60 * 60 * 1000;

const PLANS = [
  {
    nameEn: 'Basic',
    nameEl: 'Βασικό',
    price: 2900,
    interval: 'month',
    trialDays: 14,
    features: [
      { en: 'Coupons and the scanner', el: 'Κουπόνια και σαρωτής' },
      { en: 'One store', el: 'Ένα κατάστημα' },
    ],
  },
  {
    nameEn: 'Standard',
    nameEl: 'Κανονικό',
    price: 5900,
    interval: 'month',
    trialDays: 14,
    features: [
      { en: 'Everything in Basic', el: 'Όλα του Βασικού' },
      { en: 'Sales and invoices', el: 'Πωλήσεις και τιμολόγια' },
      { en: 'Up to five stores', el: 'Έως πέντε καταστήματα' },
    ],
  },
  {
    nameEn: 'Premium (yearly)',
    nameEl: 'Premium (ετήσιο)',
    price: 59000,
    interval: 'year',
    trialDays: 30,
    features: [
      { en: 'Everything in Standard', el: 'Όλα του Κανονικού' },
      { en: 'Dashboards and exports', el: 'Πίνακες και εξαγωγές' },
      { en: 'Priority support', el: 'Υποστήριξη προτεραιότητας' },
    ],
  },
  {
    nameEn: 'Starter 2025',
    nameEl: 'Starter 2025',
    price: 1900,
    interval: 'month',
    trialDays: 0,
    features: [],
    active: false,
  },
] as const;

/**
 * The provider's plans, and Aroma on Standard since its trial ended a month ago: its first
 * renewal invoice issued by the renewal itself and paid. Blue Bay has no subscription yet.
 */
export async function seedDemoSubscriptions(
  db: Db,
  ctx: { merchants: { provider: string; aroma: string }; adminId: string },
): Promise<void> {
  const plans = await db
    .insert(subscriptionPlans)
    .values(PLANS.map((p) => ({ ...p, currency: 'EUR', features: [...p.features] })))
    .returning();
  const standard = plans.find((p) => p.nameEn === 'Standard')!;
  const started = new Date(Date.now() - 44 * DAY);
  const trialEnd = new Date(started.getTime() + standard.trialDays * DAY);
  const [sub] = await db
    .insert(businessSubscriptions)
    .values({
      merchantId: ctx.merchants.aroma,
      planId: standard.id,
      startedAt: started,
      trialEndsAt: trialEnd,
    })
    .returning();
  await db.insert(subscriptionPeriods).values({
    subscriptionId: sub!.id,
    merchantId: ctx.merchants.aroma,
    planId: standard.id,
    kind: 'trial',
    startsAt: started,
    endsAt: trialEnd,
  });
  await recordSubscriptionEvent(db, sub!.id, 'subscribed', started, ctx.adminId, {
    plan: standard.nameEn,
    trialDays: standard.trialDays,
  });
  await renewSubscription(db, sub!.id, new Date());
  for (const invoice of await periodInvoices(db, [sub!.id])) {
    await recordPaymentOf(db, ctx.merchants.provider, ctx.adminId, {
      invoiceId: invoice.invoiceId,
      amountMinor: invoice.total,
      method: 'Bank Transfer',
      paidOn: new Date(trialEnd.getTime() + 3 * DAY).toISOString().slice(0, 10),
      reference: 'AROMA-SUB-1',
    });
  }
}
