import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  cancelSubscriptionInputSchema,
  changePlanInputSchema,
  planInputSchema,
  subscribeInputSchema,
} from '@back-office/domain/schemas/subscriptions';
import {
  ENDED_SUBSCRIPTION_STATUSES,
  isUpgrade,
  periodEnd,
  upgradeCharge,
  type PlanInterval,
  type SubscriptionStatus,
} from '@back-office/domain/subscriptions';
import type { Db } from '../../db/client';
import {
  businessSubscriptions,
  merchants,
  subscriptionPeriods,
  subscriptionPlans,
} from '../../db/schema';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { pgErrorCode } from '../../graphql/tenant';
import { isUuid, parseArgs } from '../../graphql/validate';
import { now } from '../../jobs/clock';
import { messageOf } from '../../graphql/result-message';
import { type MessageKey } from '@back-office/domain/message-keys';
import {
  findPlan,
  listPlanRows,
  lockSubscription,
  periodInvoices,
  periodsOf,
  recordSubscriptionEvent,
  type SubscriptionRow,
} from './subscription.queries';
import {
  DAY_MS,
  loadSubscriptions,
  planView,
  pricing,
  statusOf,
  subscriptionView,
  type Loaded,
} from './subscription-view.service';
import { chargePeriod } from './subscription-renewal.service';

// ---------------------------------------------------------------------------------------------
// Writing

type Outcome = { message: MessageKey; id?: string };
const refused = (message: MessageKey) => ({
  success: false,
  ...messageOf(message),
  subscription: null,
});

async function answer(ctx: GraphQLContext, message: MessageKey, id: string) {
  const [loaded] = await loadSubscriptions(ctx.db, { id });
  const prices = await pricing(ctx.db);
  return {
    success: true,
    ...messageOf(message),
    subscription: loaded ? subscriptionView(loaded, prices, now()) : null,
  };
}

const savePlanArgs = z.object({ id: z.string().nullish(), input: planInputSchema });

export async function savePlan(ctx: GraphQLContext, args: unknown) {
  const { id, input } = parseArgs(savePlanArgs, args);
  const values = {
    nameEn: input.nameEn,
    nameEl: input.nameEl,
    price: input.priceMinor,
    currency: input.currency,
    interval: input.interval,
    trialDays: input.trialDays,
    features: input.features,
    active: input.active,
  };
  let planId: string;
  if (id) {
    if (!isUuid(id)) return { success: false, ...messageOf('planNotFound'), plan: null };
    const [row] = await ctx.db
      .update(subscriptionPlans)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(subscriptionPlans.id, id))
      .returning({ id: subscriptionPlans.id });
    if (!row) return { success: false, ...messageOf('planNotFound'), plan: null };
    planId = row.id;
  } else {
    const [row] = await ctx.db
      .insert(subscriptionPlans)
      .values(values)
      .returning({ id: subscriptionPlans.id });
    planId = row!.id;
  }
  const plan = (await listPlanRows(ctx.db, now(), false)).find((p) => p.id === planId)!;
  return { success: true, ...messageOf('planSaved'), plan: planView(plan) };
}

export async function subscribe(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(subscribeInputSchema, args.input);
  const at = now();
  const [business] = await ctx.db
    .select()
    .from(merchants)
    .where(eq(merchants.id, input.merchantId));
  if (!business) return refused('businessNotFound');
  if (business.isProvider) return refused('providerNotSubscribable');
  const plan = await findPlan(ctx.db, input.planId);
  if (!plan) return refused('planNotFound');
  if (!plan.active) return refused('planRetired');
  const [existing] = await loadSubscriptions(ctx.db, { merchantId: business.id });
  if (existing && !ENDED_SUBSCRIPTION_STATUSES.includes(statusOf(existing, at)))
    return refused('alreadySubscribed');
  const trialEnd =
    input.withTrial && plan.trialDays > 0 ? new Date(at.getTime() + plan.trialDays * DAY_MS) : null;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      if (existing)
        await tx
          .update(businessSubscriptions)
          .set({ supersededAt: at, updatedAt: new Date() })
          .where(eq(businessSubscriptions.id, existing.row.id));
      const [sub] = await tx
        .insert(businessSubscriptions)
        .values({ merchantId: business.id, planId: plan.id, startedAt: at, trialEndsAt: trialEnd })
        .returning();
      if (trialEnd)
        await tx.insert(subscriptionPeriods).values({
          subscriptionId: sub!.id,
          merchantId: business.id,
          planId: plan.id,
          kind: 'trial',
          startsAt: at,
          endsAt: trialEnd,
        });
      else
        await chargePeriod(
          tx,
          sub!,
          plan,
          {
            kind: 'renewal',
            start: at,
            end: periodEnd(at, plan.interval as PlanInterval),
            amount: plan.price,
          },
          caller.sub,
        );
      await recordSubscriptionEvent(tx, sub!.id, 'subscribed', at, caller.sub, {
        plan: plan.nameEn,
        trialDays: trialEnd ? plan.trialDays : 0,
      });
      return sub!.id;
    });
    return answer(ctx, 'subscribed', id);
  } catch (error) {
    // Another request subscribed the business meanwhile: the unique live subscription refused this.
    if (pgErrorCode(error) === '23505') return refused('alreadySubscribed');
    throw error;
  }
}

/**
 * Runs `change` on the live subscription under its row lock, with its status at `at`; a refused
 * change answers its message and writes nothing.
 */
async function withLiveSubscription(
  ctx: GraphQLContext,
  id: string,
  change: (tx: Db, l: Loaded, status: SubscriptionStatus, at: Date) => Promise<Outcome>,
) {
  if (!isUuid(id)) return refused('subscriptionNotFound');
  const at = now();
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome | null> => {
    const row = await lockSubscription(tx, id);
    if (!row) return null;
    const [periods, invoices] = await Promise.all([periodsOf(tx, [id]), periodInvoices(tx, [id])]);
    const loaded: Loaded = { row, businessName: '', periods, invoices };
    const status = statusOf(loaded, at);
    if (ENDED_SUBSCRIPTION_STATUSES.includes(status)) return { message: 'subscriptionEnded' };
    return change(tx, loaded, status, at);
  });
  if (!outcome) return refused('subscriptionNotFound');
  return outcome.id ? answer(ctx, outcome.message, outcome.id) : refused(outcome.message);
}

const setSubscription = (tx: Db, id: string, values: Partial<SubscriptionRow>) =>
  tx
    .update(businessSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(businessSubscriptions.id, id));

export async function changePlan(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(changePlanInputSchema, args.input);
  return withLiveSubscription(ctx, input.subscriptionId, async (tx, l, status, at) => {
    const [from, to] = await Promise.all([findPlan(tx, l.row.planId), findPlan(tx, input.planId)]);
    if (!to) return { message: 'planNotFound' };
    if (!to.active) return { message: 'planRetired' };
    if (to.id === from!.id) return { message: 'samePlan' };
    if (to.currency !== from!.currency) return { message: 'currencyMismatch' };
    const detail = { from: from!.nameEn, to: to.nameEn };
    const period = l.periods.find((p) => p.startsAt <= at && p.endsAt > at);
    const upgrade = isUpgrade(
      { price: from!.price, interval: from!.interval as PlanInterval },
      { price: to.price, interval: to.interval as PlanInterval },
    );
    // In a trial, or between periods (paused), the next period is simply on the new plan.
    if (
      status === 'trialing' ||
      !period ||
      period.kind === 'trial' ||
      (upgrade && status === 'paused')
    ) {
      await setSubscription(tx, l.row.id, { planId: to.id, nextPlanId: null });
      await recordSubscriptionEvent(tx, l.row.id, 'plan_changed', at, caller.sub, detail);
      return { message: 'planChanged', id: l.row.id };
    }
    if (!upgrade) {
      await setSubscription(tx, l.row.id, { nextPlanId: to.id });
      await recordSubscriptionEvent(tx, l.row.id, 'plan_change_scheduled', at, caller.sub, {
        ...detail,
        at: period.endsAt.toISOString(),
      });
      return { message: 'planChangeScheduled', id: l.row.id };
    }
    const sameInterval = from!.interval === to.interval;
    const end = sameInterval ? period.endsAt : periodEnd(at, to.interval as PlanInterval);
    const charge = upgradeCharge({
      at,
      periodStart: period.startsAt,
      periodEnd: period.endsAt,
      fromPrice: from!.price,
      toPrice: to.price,
      sameInterval,
    });
    // The current period ends now and the upgraded one takes over: they stay back to back.
    await tx
      .update(subscriptionPeriods)
      .set({ endsAt: at })
      .where(eq(subscriptionPeriods.id, period.id));
    await chargePeriod(
      tx,
      l.row,
      to,
      { kind: 'upgrade', start: at, end, amount: charge },
      caller.sub,
    );
    await setSubscription(tx, l.row.id, { planId: to.id, nextPlanId: null });
    await recordSubscriptionEvent(tx, l.row.id, 'plan_changed', at, caller.sub, {
      ...detail,
      chargeMinor: charge,
    });
    return { message: 'planChanged', id: l.row.id };
  });
}

const subscriptionIdArgs = z.object({ subscriptionId: z.string() });

export async function pause(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { subscriptionId } = parseArgs(subscriptionIdArgs, args);
  return withLiveSubscription(ctx, subscriptionId, async (tx, l, status, at) => {
    if (status === 'paused') return { message: 'alreadyPaused' };
    await setSubscription(tx, l.row.id, { pausedAt: at });
    await recordSubscriptionEvent(tx, l.row.id, 'paused', at, caller.sub);
    return { message: 'paused', id: l.row.id };
  });
}

export async function resume(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { subscriptionId } = parseArgs(subscriptionIdArgs, args);
  return withLiveSubscription(ctx, subscriptionId, async (tx, l, _status, at) => {
    if (!l.row.pausedAt) return { message: 'notPaused' };
    await setSubscription(tx, l.row.id, { pausedAt: null });
    // Past the last period's end, a new period starts now: the pause left a gap, not a debt.
    const lastEnd = l.periods[l.periods.length - 1]?.endsAt;
    if (lastEnd && lastEnd <= at && (!l.row.endsAt || l.row.endsAt > at)) {
      const planId = l.row.nextPlanId ?? l.row.planId;
      const plan = (await findPlan(tx, planId))!;
      if (l.row.nextPlanId) await setSubscription(tx, l.row.id, { planId, nextPlanId: null });
      const end = periodEnd(at, plan.interval as PlanInterval);
      await chargePeriod(
        tx,
        l.row,
        plan,
        { kind: 'renewal', start: at, end, amount: plan.price },
        caller.sub,
      );
    }
    await recordSubscriptionEvent(tx, l.row.id, 'resumed', at, caller.sub);
    return { message: 'resumed', id: l.row.id };
  });
}

export async function cancel(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(cancelSubscriptionInputSchema, args.input);
  return withLiveSubscription(ctx, input.subscriptionId, async (tx, l, _status, at) => {
    const period = l.periods.find((p) => p.startsAt <= at && p.endsAt > at);
    const endsAt = input.atPeriodEnd && period ? period.endsAt : at;
    await setSubscription(tx, l.row.id, { endsAt, nextPlanId: null });
    const scheduled = endsAt > at;
    await recordSubscriptionEvent(
      tx,
      l.row.id,
      scheduled ? 'cancel_scheduled' : 'cancelled',
      at,
      caller.sub,
      {
        endsAt: endsAt.toISOString(),
      },
    );
    return { message: scheduled ? 'cancelScheduled' : 'cancelled', id: l.row.id };
  });
}
