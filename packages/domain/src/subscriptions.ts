// The provider's plans for businesses and each business's subscription: states, limits, and how
// a subscription's status follows from its dates. They travel with the subscription pages.

export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

// trialing → active → past_due → expired when invoices go unpaid; paused and cancelled by hand.
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'paused',
  'cancelled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** A subscription in one of these no longer counts: the business may be subscribed anew. */
export const ENDED_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['cancelled', 'expired'];

export const SUBSCRIPTION_RULES = {
  /** Days after an invoice's due date before the subscription is past due, and again to expiry. */
  graceDays: 7,
  maxTrialDays: 365,
  maxFeatures: 20,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `at` moved by whole months (UTC), the day clamped to the month's last (31 Jan + 1 → 28 Feb). */
export function addMonths(at: Date, months: number): Date {
  const target = new Date(at.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target;
}

/** The end of a period of one `interval` starting at `from`. */
export function periodEnd(from: Date, interval: PlanInterval): Date {
  return addMonths(from, interval === 'year' ? 12 : 1);
}

/** An invoice of the subscription: its due day (YYYY-MM-DD) and when it was fully settled. */
export interface SubscriptionInvoiceDates {
  dueDate: string;
  settledAt: Date | null;
}

export interface SubscriptionDates {
  trialEndsAt: Date | null;
  pausedAt: Date | null;
  /** When it ends by cancellation: now, or the end of the period for "at period end". */
  endsAt: Date | null;
  invoices: SubscriptionInvoiceDates[];
}

// An invoice is payable through its due day (UTC); the grace periods count from the day after.
function graceEnd(dueDate: string, graces: number, graceDays: number): Date {
  return new Date(Date.parse(`${dueDate}T00:00:00Z`) + DAY_MS * (1 + graces * graceDays));
}

/** When an invoice due on `dueDate` makes its subscription past due if still unpaid. */
export function pastDueMoment(
  dueDate: string,
  graceDays: number = SUBSCRIPTION_RULES.graceDays,
): Date {
  return graceEnd(dueDate, 1, graceDays);
}

/** The moment unpaid invoices expire the subscription, or null while none has. */
export function expiryMoment(
  invoices: SubscriptionInvoiceDates[],
  graceDays: number = SUBSCRIPTION_RULES.graceDays,
): Date | null {
  let first: Date | null = null;
  for (const invoice of invoices) {
    const at = graceEnd(invoice.dueDate, 2, graceDays);
    if (invoice.settledAt && invoice.settledAt < at) continue;
    if (!first || at < first) first = at;
  }
  return first;
}

/**
 * The status at `now`, from dates alone: an invoice unpaid a grace period after its due day makes
 * the subscription past due, unpaid a second grace period later expired (for good: paying later
 * settles the invoice but does not revive the subscription).
 */
export function subscriptionStatus(
  s: SubscriptionDates,
  now: Date,
  graceDays: number = SUBSCRIPTION_RULES.graceDays,
): SubscriptionStatus {
  const expiry = expiryMoment(s.invoices, graceDays);
  const cancelled = s.endsAt && now >= s.endsAt;
  const expired = expiry && now >= expiry;
  if (cancelled && expired) return s.endsAt! <= expiry! ? 'cancelled' : 'expired';
  if (cancelled) return 'cancelled';
  if (expired) return 'expired';
  const pastDue = s.invoices.some(
    (i) => now >= pastDueMoment(i.dueDate, graceDays) && (!i.settledAt || i.settledAt > now),
  );
  if (pastDue) return 'past_due';
  if (s.pausedAt && now >= s.pausedAt) return 'paused';
  if (s.trialEndsAt && now < s.trialEndsAt) return 'trialing';
  return 'active';
}

/** Price per month, as a fraction's numerator over 12, so that plans of both intervals compare. */
function monthlyTwelfths(price: number, interval: PlanInterval): number {
  return interval === 'year' ? price : price * 12;
}

/** Whether moving from one plan to the other is an upgrade (applies now) or not (at period end). */
export function isUpgrade(
  from: { price: number; interval: PlanInterval },
  to: { price: number; interval: PlanInterval },
): boolean {
  return monthlyTwelfths(to.price, to.interval) > monthlyTwelfths(from.price, from.interval);
}

// Rounds a/b half away from zero, in integers.
function divRound(a: bigint, b: bigint): number {
  const q = (2n * a + b) / (2n * b);
  return Number(q);
}

/**
 * What an upgrade at `at` charges now, in minor units: the new plan for what it covers less the
 * unused part of the current period. With the same interval the period keeps its end and the
 * charge is the price difference for the rest of it; otherwise a full new period starts now.
 */
export function upgradeCharge(input: {
  at: Date;
  periodStart: Date;
  periodEnd: Date;
  fromPrice: number;
  toPrice: number;
  sameInterval: boolean;
}): number {
  const length = BigInt(Math.max(1, input.periodEnd.getTime() - input.periodStart.getTime()));
  const left = BigInt(Math.max(0, input.periodEnd.getTime() - input.at.getTime()));
  const unused = divRound(BigInt(input.fromPrice) * left, length);
  const covered = input.sameInterval
    ? divRound(BigInt(input.toPrice) * left, length)
    : input.toPrice;
  return Math.max(0, covered - unused);
}

export const SUBSCRIPTION_MESSAGES = {
  planSaved: 'Plan saved',
  planNotFound: 'Plan not found',
  planNameRequired: 'Enter the plan’s name in English and Greek',
  priceInvalid: 'Enter a price of zero or more',
  trialInvalid: 'A trial lasts from 0 to 365 days',
  featuresTooMany: 'A plan lists at most 20 inclusions',
  planRetired: 'This plan is retired: choose an active plan',
  subscribed: 'Business subscribed',
  alreadySubscribed: 'This business already has a subscription; change its plan instead',
  subscriptionNotFound: 'Subscription not found',
  subscriptionEnded: 'This subscription has ended',
  samePlan: 'The business is already on this plan',
  currencyMismatch: 'Choose a plan in the same currency as the current one',
  planChanged: 'Plan changed',
  planChangeScheduled: 'The plan changes at the end of the current period',
  paused: 'Subscription paused',
  alreadyPaused: 'The subscription is already paused',
  notPaused: 'The subscription is not paused',
  resumed: 'Subscription resumed',
  cancelled: 'Subscription cancelled',
  cancelScheduled: 'The subscription ends at the end of the current period',
  providerNotSubscribable: 'The provider does not subscribe to its own plans',
} as const;
