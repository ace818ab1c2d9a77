import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@back-office/domain/constants';
import { DEFAULT_VAT_RATES, lineAmounts } from '@back-office/domain/accounting';
import { subscriptionFilterSchema } from '@back-office/domain/schemas/subscriptions';
import {
  ENDED_SUBSCRIPTION_STATUSES,
  expiryMoment,
  pastDueMoment,
  subscriptionStatus,
  type SubscriptionStatus,
} from '@back-office/domain/subscriptions';
import type { Db } from '../../db/client';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { cursorPart, decodeCursor, encodeCursor, pageArgs } from '../../graphql/pagination';
import { isUuid, parseArgs } from '../../graphql/validate';
import { now } from '../../jobs/clock';
import {
  eventsOfSubscription,
  filterCandidates,
  listPlanRows,
  liveSubscriptionRows,
  periodInvoices,
  periodsOf,
  plansAndProviderVat,
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

export const DAY_MS = 24 * 60 * 60 * 1000;
export const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
export const day = (d: Date) => d.toISOString().slice(0, 10);

export function planView(plan: PlanRow & { subscribers?: number }) {
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

export interface Loaded {
  row: SubscriptionRow;
  businessName: string;
  periods: PeriodRow[];
  invoices: PeriodInvoice[];
}

export function statusOf(l: Loaded, at: Date): SubscriptionStatus {
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

export function loadSubscriptions(db: Db, filter: Parameters<typeof liveSubscriptionRows>[1]) {
  return liveSubscriptionRows(db, filter).then((rows) => withPeriodsAndInvoices(db, rows));
}

/** The plans by id, and the VAT rate the provider's invoices add to their prices. */
export async function pricing(db: Db) {
  const { plans, provider } = await plansAndProviderVat(db);
  const vatRate = provider ? ((provider.vatRates ?? DEFAULT_VAT_RATES)[0] ?? 0) : 0;
  return { plans: new Map(plans.map((p) => [p.id, p])), vatRate };
}
type Pricing = Awaited<ReturnType<typeof pricing>>;

export function subscriptionView(l: Loaded, { plans, vatRate }: Pricing, at: Date) {
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
