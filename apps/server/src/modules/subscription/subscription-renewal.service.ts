import { eq } from 'drizzle-orm';
import { expiryMoment, periodEnd, type PlanInterval } from '@back-office/domain/subscriptions';
import type { Db } from '../../db/client';
import { businessSubscriptions, subscriptionPeriods } from '../../db/schema';
import { isUuid } from '../../graphql/validate';
import { now } from '../../jobs/clock';
import { issueProviderInvoiceLocked } from '../accounting/invoice-issue.service';
import {
  findPlan,
  lockSubscription,
  periodInvoices,
  periodsOf,
  recordSubscriptionEvent,
  renewableSubscriptionIds,
  type PlanRow,
  type SubscriptionRow,
} from './subscription.queries';
import { scheduledJob } from '../../jobs/job-definition';
import { day } from './subscription-view.service';

/**
 * Adds the period from `start` on `plan` with its invoice from the provider, in the caller's
 * transaction; false when that period exists already (a replay, or another process).
 */
export async function chargePeriod(
  tx: Db,
  sub: SubscriptionRow,
  plan: PlanRow,
  period: { kind: 'renewal' | 'upgrade'; start: Date; end: Date; amount: number },
  employeeId: string | null,
): Promise<boolean> {
  const [inserted] = await tx
    .insert(subscriptionPeriods)
    .values({
      subscriptionId: sub.id,
      merchantId: sub.merchantId,
      planId: plan.id,
      kind: period.kind,
      startsAt: period.start,
      endsAt: period.end,
    })
    .onConflictDoNothing()
    .returning({ id: subscriptionPeriods.id });
  if (!inserted) return false;
  if (period.amount <= 0) return true;
  const invoiceId = await issueProviderInvoiceLocked(tx, {
    recipientMerchantId: sub.merchantId,
    currency: plan.currency,
    issueDate: day(period.start),
    lines: [
      {
        description: `${plan.nameEn} (${day(period.start)} – ${day(period.end)})`,
        quantity: 1,
        unitPriceMinor: period.amount,
      },
    ],
    employeeId,
  });
  if (invoiceId === null) return true;
  if (!isUuid(invoiceId)) throw new Error(`subscription invoice refused: ${invoiceId}`);
  await tx
    .update(subscriptionPeriods)
    .set({ invoiceId })
    .where(eq(subscriptionPeriods.id, inserted.id));
  return true;
}

/**
 * Renews one subscription up to `at`, period after period, each with its invoice; stops where it
 * ends, is paused, or unpaid invoices expire it. The row lock queues concurrent renewals and the
 * unique (subscription, start) makes each period once.
 */
export async function renewSubscription(db: Db, id: string, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    let sub = await lockSubscription(tx, id);
    if (!sub || (sub.pausedAt && sub.pausedAt <= at)) return 0;
    const periods = await periodsOf(tx, [id]);
    const invoices = await periodInvoices(tx, [id]);
    let lastEnd = periods[periods.length - 1]?.endsAt;
    let renewed = 0;
    while (lastEnd && lastEnd <= at) {
      const start: Date = lastEnd;
      if (sub.endsAt && sub.endsAt <= start) break;
      const expiry = expiryMoment(invoices);
      if (expiry && expiry <= start) break;
      if (sub.nextPlanId) {
        await tx
          .update(businessSubscriptions)
          .set({ planId: sub.nextPlanId, nextPlanId: null, updatedAt: new Date() })
          .where(eq(businessSubscriptions.id, sub.id));
        await recordSubscriptionEvent(tx, sub.id, 'plan_changed', start, null, {
          from: sub.planId,
          to: sub.nextPlanId,
        });
        sub = { ...sub, planId: sub.nextPlanId, nextPlanId: null };
      }
      const plan = (await findPlan(tx, sub.planId))!;
      const end = periodEnd(start, plan.interval as PlanInterval);
      if (
        !(await chargePeriod(
          tx,
          sub,
          plan,
          { kind: 'renewal', start, end, amount: plan.price },
          null,
        ))
      )
        break;
      const issued = await periodInvoices(tx, [id]);
      invoices.splice(0, invoices.length, ...issued);
      await recordSubscriptionEvent(tx, sub.id, 'renewed', start, null, {
        until: end.toISOString(),
      });
      renewed += 1;
      lastEnd = end;
    }
    return renewed;
  });
}

/** The scheduled renewal: every subscription whose period has ended. */
export async function renewDueSubscriptions(db: Db, at: Date): Promise<number> {
  let renewed = 0;
  for (const id of await renewableSubscriptionIds(db, at))
    renewed += await renewSubscription(db, id, at);
  return renewed;
}

// Subscriptions whose period has ended get the next one with the provider's invoice; the
// unique (subscription, period start) makes each renewal once, whichever process runs it.
export const renewSubscriptionsJob = scheduledJob('subscriptions-renew', {
  cron: '*/10 * * * *',
  handler: (_slot, ctx) => renewDueSubscriptions(ctx.db, now()),
});
