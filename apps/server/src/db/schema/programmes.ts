import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers, offers } from './coupons';
import { invoices } from './money';
import { employees, merchants } from './organisation';
import { createdAt, updatedAt } from './timestamps';

const at = (name: string) => timestamp(name, { withTimezone: true });

export interface PlanFeature {
  en: string;
  el: string;
}

// What the provider sells, a plan or a tier: named in both languages, priced per period.
const offering = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  nameEn: text('name_en').notNull(),
  nameEl: text('name_el').notNull(),
  price: integer('price').notNull(),
  currency: text('currency').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// The provider's plans for businesses. A retired plan takes no new subscribers and keeps its own.
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    ...offering(),
    interval: text('interval').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    features: jsonb('features').$type<PlanFeature[]>().notNull().default([]),
  },
  (t) => [
    check('subscription_plans_price_not_negative', sql`${t.price} >= 0`),
    check('subscription_plans_interval', sql`${t.interval} in ('month', 'year')`),
    check('subscription_plans_trial_days', sql`${t.trialDays} between 0 and 365`),
  ],
);

// A business's subscription. Its status is never stored: it follows from these dates and from
// its invoices' due dates and payments (subscriptionStatus in the domain). When the business is
// subscribed anew after a cancellation or expiry, the old one is superseded; at most one is not.
export const businessSubscriptions = pgTable(
  'business_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    // A downgrade waits for the end of the period; the renewal then moves to this plan.
    nextPlanId: uuid('next_plan_id').references(() => subscriptionPlans.id),
    startedAt: at('started_at').notNull(),
    trialEndsAt: at('trial_ends_at'),
    pausedAt: at('paused_at'),
    // Cancelled now (the moment itself) or at the end of the period (that period's end).
    endsAt: at('ends_at'),
    supersededAt: at('superseded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('business_subscriptions_live_key')
      .on(t.merchantId)
      .where(sql`${t.supersededAt} is null`),
    index('business_subscriptions_plan_idx').on(t.planId),
    // Each plan's subscribers (the plans tab) counted from the index alone.
    index('business_subscriptions_plan_live_idx')
      .on(t.planId, t.endsAt)
      .where(sql`${t.supersededAt} is null`),
    // The live subscriptions that can be cancelled, paused or trialing at a moment, by the date
    // that decides it, with their plan and id: the list's filters count them from these alone
    // (a plan and status that matched nothing read every business's subscription).
    index('business_subscriptions_ends_idx')
      .on(t.endsAt, t.planId, t.id)
      .where(sql`${t.supersededAt} is null and ${t.endsAt} is not null`),
    index('business_subscriptions_paused_idx')
      .on(t.pausedAt, t.planId, t.id)
      .where(sql`${t.supersededAt} is null and ${t.pausedAt} is not null`),
    index('business_subscriptions_trial_idx')
      .on(t.trialEndsAt, t.planId, t.id)
      .where(sql`${t.supersededAt} is null and ${t.trialEndsAt} is not null`),
  ],
);

// The periods a subscription covers, back to back. A renewal inserts the next one; the unique
// (subscription, start) makes it happen once however often or in how many processes the job runs.
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => businessSubscriptions.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    // trial, renewal (a period paid in full) or upgrade (the rest of a period, prorated).
    kind: text('kind').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_periods_once_key').on(t.subscriptionId, t.startsAt),
    uniqueIndex('subscription_periods_invoice_key').on(t.invoiceId),
    index('subscription_periods_merchant_idx').on(t.merchantId),
    check('subscription_periods_kind', sql`${t.kind} in ('trial', 'renewal', 'upgrade')`),
    check('subscription_periods_not_empty', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

// What happened to a subscription, for its history.
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => businessSubscriptions.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    at: at('at').notNull(),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.at)],
);

// The tiers of the provider's customer programmes (lifestyle, travel).
export const memberTiers = pgTable(
  'member_tiers',
  {
    ...offering(),
    programme: text('programme').notNull(),
    periodMonths: integer('period_months').notNull(),
    // A higher rank includes the offers of the lower ranks.
    rank: integer('rank').notNull().default(1),
  },
  (t) => [
    check('member_tiers_programme', sql`${t.programme} in ('lifestyle', 'travel')`),
    check('member_tiers_price_not_negative', sql`${t.price} >= 0`),
    check('member_tiers_period', sql`${t.periodMonths} between 1 and 36`),
  ],
);

// A customer's membership of a programme. Its status follows from dates alone: cancelled once
// cancelled_at has come, else live while now is within [covered_from, covered_until) (the run of
// back-to-back periods a renewal extends; a renewal after a lapse starts a new run), expiring in
// its last days, lapsed after. Enrolling again after a lapse or a cancellation closes the old
// membership: at most one per customer and programme is not closed.
export const programmeMemberships = pgTable(
  'programme_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    programme: text('programme').notNull(),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => memberTiers.id),
    joinedAt: at('joined_at').notNull(),
    coveredFrom: at('covered_from').notNull(),
    coveredUntil: at('covered_until').notNull(),
    cancelledAt: at('cancelled_at'),
    closedAt: at('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('programme_memberships_live_key')
      .on(t.customerId, t.programme)
      .where(sql`${t.closedAt} is null`),
    index('programme_memberships_programme_idx').on(t.programme, t.joinedAt),
    check('programme_memberships_programme', sql`${t.programme} in ('lifestyle', 'travel')`),
  ],
);

// The dated periods of a membership, back to back while it is renewed in time. A renewal for a
// start happens once (unique (membership, start)).
export const membershipPeriods = pgTable(
  'membership_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => programmeMemberships.id, { onDelete: 'cascade' }),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => memberTiers.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('membership_periods_once_key').on(t.membershipId, t.startsAt),
    check('membership_periods_not_empty', sql`${t.endsAt} > ${t.startsAt}`),
    check('membership_periods_price_not_negative', sql`${t.price} >= 0`),
  ],
);

// Offers only a programme's members of a tier (or a higher one) see and may take.
export const offerMemberTiers = pgTable('offer_member_tiers', {
  offerId: uuid('offer_id')
    .primaryKey()
    .references(() => offers.id, { onDelete: 'cascade' }),
  tierId: uuid('tier_id')
    .notNull()
    .references(() => memberTiers.id),
  createdAt: createdAt(),
});
