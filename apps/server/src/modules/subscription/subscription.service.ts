import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@back-office/domain/constants';
import { DEFAULT_VAT_RATES, lineAmounts } from '@back-office/domain/accounting';
import {
  cancelSubscriptionInputSchema,
  changePlanInputSchema,
  planInputSchema,
  subscribeInputSchema,
  subscriptionFilterSchema,
} from '@back-office/domain/schemas/subscriptions';
import {
  ENDED_SUBSCRIPTION_STATUSES,
  expiryMoment,
  isUpgrade,
  pastDueMoment,
  periodEnd,
  subscriptionStatus,
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
import { cursorPart, decodeCursor, encodeCursor, pageArgs } from '../../graphql/pagination';
import { pgErrorCode } from '../../graphql/tenant';
import { isUuid, parseArgs } from '../../graphql/validate';
import { now } from '../../jobs/clock';
import { issueProviderInvoiceLocked } from '../accounting/invoice.service';
import {
  eventsOfSubscription,
  filterCandidates,
  findPlan,
  listPlanRows,
  liveSubscriptionRows,
  lockSubscription,
  periodInvoices,
  periodsOf,
  plansAndProviderVat,
  recordSubscriptionEvent,
  renewableSubscriptionIds,
  subscriptionPageRows,
  liveSubscriptionLabelOf,
  pastDueSubscriptionCount,
  subscriptionLabelRowOf,
  type SubscriptionLabelRaw,
  unsubscribedBusinesses,
  type PeriodInvoice,
  type PeriodRow,
  type PlanRow,
  type SubscriptionRow,
} from './subscription.queries';
import { messageOf } from '../../graphql/result-message';
import { type MessageKey } from '@back-office/domain/message-keys';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const day = (d: Date) => d.toISOString().slice(0, 10);

function planView(plan: PlanRow & { subscribers?: number }) {
  return {
    _id: plan.id,
    nameEn: plan.nameEn,
    nameEl: plan.nameEl,
    priceMinor: plan.price,
    currency: plan.currency,
    interval: plan.interval,
    trialDays: plan.trialDays,
    features: plan.features,
    active: plan.active,
    // Counted only for the plans list; elsewhere the field's resolver counts when asked.
    subscriberCount: plan.subscribers,
  };
}
export type PlanObject = ReturnType<typeof planView>;

// ---------------------------------------------------------------------------------------------
// Reading: a subscription's status and figures follow from its dates, periods and invoices.

interface Loaded {
  row: SubscriptionRow;
  businessName: string;
  periods: PeriodRow[];
  invoices: PeriodInvoice[];
}

function statusOf(l: Loaded, at: Date): SubscriptionStatus {
  return subscriptionStatus(
    {
      trialEndsAt: l.row.trialEndsAt,
      pausedAt: l.row.pausedAt,
      endsAt: l.row.endsAt,
      invoices: l.invoices,
    },
    at,
  );
}

function currentPeriod(periods: PeriodRow[], at: Date): PeriodRow | undefined {
  return periods.find((p) => p.startsAt <= at && p.endsAt > at) ?? periods[periods.length - 1];
}

async function withPeriodsAndInvoices(
  db: Db,
  rows: { subscription: SubscriptionRow; businessName: string }[],
) {
  const ids = rows.map((r) => r.subscription.id);
  const [periods, invoices] = await Promise.all([periodsOf(db, ids), periodInvoices(db, ids)]);
  const loaded = new Map(
    rows.map((r): [string, Loaded] => [
      r.subscription.id,
      { row: r.subscription, businessName: r.businessName, periods: [], invoices: [] },
    ]),
  );
  for (const p of periods) loaded.get(p.subscriptionId)!.periods.push(p);
  for (const i of invoices) loaded.get(i.subscriptionId)!.invoices.push(i);
  return [...loaded.values()];
}

function loadSubscriptions(db: Db, filter: Parameters<typeof liveSubscriptionRows>[1]) {
  return liveSubscriptionRows(db, filter).then((rows) => withPeriodsAndInvoices(db, rows));
}

/** The plans by id, and the VAT rate the provider's invoices add to their prices. */
async function pricing(db: Db) {
  const { plans, provider } = await plansAndProviderVat(db);
  const vatRate = provider ? ((provider.vatRates ?? DEFAULT_VAT_RATES)[0] ?? 0) : 0;
  return { plans: new Map(plans.map((p) => [p.id, p])), vatRate };
}
type Pricing = Awaited<ReturnType<typeof pricing>>;

function subscriptionView(l: Loaded, { plans, vatRate }: Pricing, at: Date) {
  const status = statusOf(l, at);
  const plan = plans.get(l.row.planId)!;
  const nextPlan = l.row.nextPlanId ? plans.get(l.row.nextPlanId) : undefined;
  const period = currentPeriod(l.periods, at);
  const lastEnd = l.periods[l.periods.length - 1]?.endsAt ?? null;
  const renews =
    !ENDED_SUBSCRIPTION_STATUSES.includes(status) &&
    status !== 'paused' &&
    lastEnd !== null &&
    (!l.row.endsAt || l.row.endsAt > lastEnd);
  const unpaid = l.invoices.filter((i) => !i.paid);
  const pastDue = unpaid
    .map((i) => pastDueMoment(i.dueDate))
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    _id: l.row.id,
    merchantId: l.row.merchantId,
    businessName: l.businessName,
    plan: planView(plan),
    nextPlan: nextPlan ? planView(nextPlan) : null,
    status,
    startedAt: l.row.startedAt.toISOString(),
    trialEndsAt: iso(l.row.trialEndsAt),
    pausedAt: iso(l.row.pausedAt),
    endsAt: iso(l.row.endsAt),
    currentPeriodStart: iso(period?.startsAt),
    currentPeriodEnd: iso(period?.endsAt),
    nextInvoiceAt: renews ? iso(lastEnd) : null,
    nextInvoiceAmountMinor: renews
      ? lineAmounts({ quantity: 1, unitPrice: (nextPlan ?? plan).price, discount: 0, vatRate })
          .total
      : null,
    currency: plan.currency,
    unpaidInvoiceCount: unpaid.length,
    pastDueAt: iso(pastDue),
    expiresAt: iso(expiryMoment(l.invoices)),
  };
}

async function detailOf(db: Db, l: Loaded) {
  const [prices, events] = await Promise.all([pricing(db), eventsOfSubscription(db, l.row.id)]);
  const { plans } = prices;
  const invoices = new Map(l.invoices.map((i) => [i.invoiceId, i]));
  return {
    subscription: subscriptionView(l, prices, now()),
    periods: [...l.periods].reverse().map((p) => {
      const invoice = p.invoiceId ? invoices.get(p.invoiceId) : undefined;
      const plan = plans.get(p.planId)!;
      return {
        _id: p.id,
        kind: p.kind,
        planName: plan.nameEn,
        startsAt: p.startsAt.toISOString(),
        endsAt: p.endsAt.toISOString(),
        invoiceId: p.invoiceId,
        invoiceNumber: invoice?.number ?? null,
        invoiceTotalMinor: invoice?.total ?? null,
        invoiceCurrency: invoice?.currency ?? null,
        invoiceDueDate: invoice?.dueDate ?? null,
        invoicePaid: invoice ? invoice.paid : null,
      };
    }),
    events: events.map((e) => ({
      _id: e.id,
      event: e.event,
      detail: JSON.stringify(e.detail ?? {}),
      actorName: e.actor_name,
      at: new Date(e.at).toISOString(),
    })),
  };
}

const countsOfRequest = new WeakMap<object, Promise<Map<string, number>>>();

/** Subscribers of a plan shown inside a subscription; every plan's are counted once per request. */
export async function subscriberCountOf(ctx: GraphQLContext, planId: string) {
  let counts = countsOfRequest.get(ctx.request);
  if (!counts) {
    counts = listPlanRows(ctx.db, now(), false).then(
      (plans) => new Map(plans.map((p) => [p.id, p.subscribers])),
    );
    countsOfRequest.set(ctx.request, counts);
  }
  return (await counts).get(planId) ?? 0;
}

export async function listPlans(ctx: GraphQLContext, args: { activeOnly?: boolean | null }) {
  return (await listPlanRows(ctx.db, now(), args.activeOnly === true)).map(planView);
}

const listArgs = z.object({ filter: subscriptionFilterSchema.nullish(), ...pageArgs });

/**
 * By business name, keyset on (lower(name), id). A status is computed from the dates and the
 * invoices, so the statement reads only the rows that can have it (of the filter's candidates,
 * when an index bounds them), and the page keeps those that do, reading on until it is full.
 */
export async function listSubscriptions(ctx: GraphQLContext, args: unknown) {
  const { filter, first, after } = parseArgs(listArgs, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  let cursor: readonly [string, string] | null = decodeCursor(after, [
    cursorPart.text,
    cursorPart.uuid,
  ] as const);
  const at = now();
  const matching: Loaded[] = [];
  // The name as the statement lowered it: the cursor compares with lower() in SQL.
  const sortNames = new Map<string, string>();
  const fill = async () => {
    const candidates = filter ? await filterCandidates(ctx.db, { ...filter, at }) : null;
    for (;;) {
      const rows = await subscriptionPageRows(ctx.db, {
        ...filter,
        at,
        candidates,
        after: cursor,
        limit: limit + 1,
      });
      for (const r of rows) {
        sortNames.set(r.subscription.id, r.sortName);
        const l: Loaded = { ...r, row: r.subscription };
        if (!filter?.status || statusOf(l, at) === filter.status) matching.push(l);
      }
      const last = rows[rows.length - 1];
      if (matching.length > limit || rows.length <= limit || !last) return;
      cursor = [last.sortName, last.subscription.id];
    }
  };
  const [prices] = await Promise.all([pricing(ctx.db), fill()]);
  const page = matching.slice(0, limit);
  const last = page[page.length - 1];
  const hasNextPage = matching.length > limit;
  return {
    nodes: page.map((l) => subscriptionView(l, prices, at)),
    endCursor:
      hasNextPage && last ? encodeCursor([sortNames.get(last.row.id)!, last.row.id]) : null,
    hasNextPage,
  };
}

export async function getSubscription(ctx: GraphQLContext, args: { id: string }) {
  if (!isUuid(args.id)) return null;
  const [loaded] = await loadSubscriptions(ctx.db, { id: args.id });
  return loaded ? detailOf(ctx.db, loaded) : null;
}

/** The selected business's own subscription. */
export async function mySubscription(ctx: GraphQLContext, caller: BusinessCaller) {
  const [loaded] = await loadSubscriptions(ctx.db, {
    merchantId: caller.selectedBusiness.merchantId,
  });
  return loaded ? detailOf(ctx.db, loaded) : null;
}

const unsubscribedArgs = z.object({
  search: subscriptionFilterSchema.shape.search,
  merchantId: z.string().nullish(),
});

export async function listUnsubscribed(ctx: GraphQLContext, args: unknown) {
  const { search, merchantId } = parseArgs(unsubscribedArgs, args);
  if (merchantId && !isUuid(merchantId)) return [];
  const rows = await unsubscribedBusinesses(ctx.db, {
    search: search || null,
    merchantId: merchantId ?? null,
    limit: MAX_PAGE_SIZE,
  });
  return rows.map((b) => ({ _id: b.id, name: b.name }));
}

type SubscriptionLabel = {
  _id: string;
  planNameEn: string;
  planNameEl: string;
  status: SubscriptionStatus;
  currentPeriodEnd: string | null;
};

// The businesses page reads each business's subscription within its own statement; the action
// queue counts the past-due subscriptions where they lie.
export { liveSubscriptionLabelOf, pastDueSubscriptionCount, type SubscriptionLabelRaw };

/** A business's live subscription as the businesses page shows it, from liveSubscriptionLabelOf. */
export function subscriptionLabel(raw: SubscriptionLabelRaw, at: Date): SubscriptionLabel | null {
  const r = subscriptionLabelRowOf(raw);
  if (!r) return null;
  return {
    _id: r.id,
    planNameEn: r.planNameEn,
    planNameEl: r.planNameEl,
    status: subscriptionStatus(r, at),
    currentPeriodEnd: iso(r.periodEnd),
  };
}

/** Subscriptions past due at `at`, with the unpaid invoice that made them so. */
export async function pastDueSubscriptions(db: Db, at: Date) {
  const [loaded, { plans }] = await Promise.all([
    loadSubscriptions(db, { status: { status: 'past_due', at } }),
    pricing(db),
  ]);
  return loaded
    .filter((l) => statusOf(l, at) === 'past_due')
    .map((l) => {
      const invoice = l.invoices
        .filter((i) => !i.paid)
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]!;
      return {
        merchantId: l.row.merchantId,
        invoiceId: invoice.invoiceId,
        number: invoice.number ?? '',
        issuer: invoice.issuerName,
        planEn: plans.get(l.row.planId)!.nameEn,
        expiresOn: day(expiryMoment(l.invoices)!),
      };
    });
}

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

/**
 * Adds the period from `start` on `plan` with its invoice from the provider, in the caller's
 * transaction; false when that period exists already (a replay, or another process).
 */
async function chargePeriod(
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
