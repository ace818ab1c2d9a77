import type {
  AffiliateKind,
  AffiliateStatus,
  CommissionKind,
  CommissionStatus,
  PayoutStatus,
  RuleState,
} from '@back-office/domain/affiliates';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  primaryKey,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CommissionTier } from '@back-office/domain/affiliates';
import { sales } from './coupons';
import { employees } from './organisation';
import { createdAt } from './timestamps';

// People and businesses who bring merchants and customers to the provider, in a network at most
// two levels deep: an affiliate's parent has no parent (checked by the service under a lock of
// the parent row, since a check constraint cannot see other rows).
export const affiliates = pgTable(
  'affiliates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<AffiliateKind>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    // What a referral link carries: upper-case letters and digits, unique.
    code: text('code').notNull(),
    status: text('status').$type<AffiliateStatus>().notNull().default('pending'),
    parentId: uuid('parent_id'),
    createdAt: createdAt(),
    // What the search reads: name, email and code lower-cased, apart by a control character that
    // no search can hold (the API refuses them), so that a match lies within one of them.
    search: text('search')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || chr(31) || email || chr(31) || code)`),
  },
  (t) => [
    uniqueIndex('affiliates_code_key').on(t.code),
    uniqueIndex('affiliates_email_key').on(sql`lower(${t.email})`),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('restrict'),
    index('affiliates_parent_name_idx').on(t.parentId, t.name, t.id),
    // The list is by name; its search finds text inside names, emails and codes (pg_trgm).
    index('affiliates_name_idx').on(t.name, t.id),
    index('affiliates_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
    check('affiliates_kind', sql`${t.kind} in ('person', 'business')`),
    check('affiliates_status', sql`${t.status} in ('pending', 'active', 'suspended')`),
    check('affiliates_not_own_parent', sql`${t.parentId} is distinct from ${t.id}`),
  ],
);

// What an affiliate brought: a business that signed up with its code, or a customer whose wallet
// was opened or who took an offer through its link. Once per subject, to the first code used:
// the primary key refuses a second attribution, however the two arrive.
export const affiliateAttributions = pgTable(
  'affiliate_attributions',
  {
    subjectKind: text('subject_kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_attributions_subject_key').on(t.subjectKind, t.subjectId),
    index('affiliate_attributions_affiliate_idx').on(t.affiliateId),
    check('affiliate_attributions_kind', sql`${t.subjectKind} in ('business', 'customer')`),
  ],
);

// How much an affiliate earns on a sale of what it brought: a rate in basis points of the sale
// or a fixed amount, optional tiers by the affiliate's referred volume of the month, the parent's
// override (level 2), a cap per commission, and how many months after the attribution it pays.
// One active rule per scope (a partial unique index); a changed rule is a new rule, since each
// commission keeps the figures it was computed with.
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    kind: text('kind').$type<CommissionKind>().notNull(),
    rateBp: integer('rate_bp').notNull().default(0),
    fixedMinor: bigint('fixed_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    tiers: jsonb('tiers').$type<CommissionTier[]>().notNull().default([]),
    level2RateBp: integer('level2_rate_bp').notNull().default(0),
    capMinor: bigint('cap_minor', { mode: 'number' }),
    durationMonths: integer('duration_months'),
    holdDays: integer('hold_days').notNull().default(14),
    state: text('state').$type<RuleState>().notNull().default('draft'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commission_rules_one_active')
      .on(t.scope)
      .where(sql`${t.state} = 'active'`),
    check('commission_rules_scope', sql`${t.scope} in ('business', 'customer')`),
    check('commission_rules_kind', sql`${t.kind} in ('percent', 'fixed')`),
    check('commission_rules_state', sql`${t.state} in ('draft', 'active', 'retired')`),
    check(
      'commission_rules_rates',
      sql`${t.rateBp} between 0 and 10000 and ${t.level2RateBp} between 0 and 10000 and ${t.fixedMinor} >= 0
        and (${t.capMinor} is null or ${t.capMinor} > 0) and (${t.durationMonths} is null or ${t.durationMonths} > 0)
        and ${t.holdDays} >= 0`,
    ),
  ],
);

// Per affiliate and month, the referred volume its commissions were computed on: the tiers of the
// next sale read it (the volume before that sale).
export const affiliateVolumes = pgTable(
  'affiliate_volumes',
  {
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    currency: text('currency').notNull(),
    volumeMinor: bigint('volume_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('affiliate_volumes_key').on(t.affiliateId, t.month, t.currency)],
);

export const payouts = pgTable(
  'affiliate_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('draft'),
    method: text('method'),
    reference: text('reference'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The list is newest first by (time, id), of every affiliate or of one.
    index('affiliate_payouts_affiliate_created_idx').on(t.affiliateId, t.createdAt, t.id),
    index('affiliate_payouts_created_idx').on(t.createdAt, t.id),
    check('affiliate_payouts_status', sql`${t.status} in ('draft', 'approved', 'paid')`),
    check('affiliate_payouts_positive', sql`${t.totalMinor} > 0`),
    check(
      'affiliate_payouts_paid_shape',
      sql`(${t.status} = 'paid') = (${t.paidAt} is not null and ${t.method} is not null)`,
    ),
  ],
);

// One commission per sale, affiliate, level and scope (the unique key makes a replayed sale
// create nothing twice). A refund's commission is negative and points at the one it takes back.
// The rate, fixed amount and hold are copied from the rule when it is created.
export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'restrict' }),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    merchantId: uuid('merchant_id').notNull(),
    ruleId: uuid('rule_id').references(() => commissionRules.id, { onDelete: 'set null' }),
    scope: text('scope').notNull(),
    level: integer('level').notNull(),
    currency: text('currency').notNull(),
    baseMinor: bigint('base_minor', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    fixedMinor: bigint('fixed_minor', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    reverses: uuid('reverses'),
    status: text('status').$type<CommissionStatus>().notNull().default('pending'),
    approvableAt: timestamp('approvable_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commissions_once_key').on(t.saleId, t.affiliateId, t.level, t.scope),
    foreignKey({ columns: [t.reverses], foreignColumns: [t.id] }).onDelete('restrict'),
    index('commissions_status_idx').on(t.status, t.approvableAt),
    // The list is newest first by (time, id), alone or within a status, affiliate or business.
    index('commissions_created_idx').on(t.createdAt, t.id),
    index('commissions_status_created_idx').on(t.status, t.createdAt, t.id),
    // Its status and amount too: an affiliate's earned and paid sums are read from it alone.
    index('commissions_affiliate_created_idx').on(
      t.affiliateId,
      t.createdAt,
      t.id,
      t.status,
      t.amountMinor,
    ),
    index('commissions_merchant_created_idx').on(t.merchantId, t.createdAt, t.id),
    index('commissions_payout_idx').on(t.payoutId),
    check('commissions_level', sql`${t.level} in (1, 2)`),
    check('commissions_status', sql`${t.status} in ('pending', 'approved', 'rejected', 'paid')`),
    check('commissions_sign', sql`(${t.reverses} is null) = (${t.amountMinor} >= 0)`),
  ],
);

// The commissions' count and sum per business, day (the provider's, when the commission was
// made), status and currency, kept by statement triggers on commissions (migration 0028): the
// commissions page's totals of a business read these instead of every commission.
export const commissionTotalsDaily = pgTable(
  'commission_totals_daily',
  {
    merchantId: uuid('merchant_id').notNull(),
    day: date('day').notNull(),
    status: text('status').$type<CommissionStatus>().notNull(),
    currency: text('currency').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.status, t.currency] })],
);

// The same sums for every business at once, per day, status and currency, in a few shards of the
// businesses (commission_totals_shard in migration 0029): the provider's totals without a business
// read a few rows a day however many businesses earn, and two commissions of different businesses
// made at once seldom update the same row. Kept by the same statement triggers.
export const commissionTotalsProviderDaily = pgTable(
  'commission_totals_provider_daily',
  {
    day: date('day').notNull(),
    status: text('status').$type<CommissionStatus>().notNull(),
    currency: text('currency').notNull(),
    shard: smallint('shard').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.currency, t.shard] })],
);

// An affiliate's commission sums by status, in the shards of its businesses (as the provider-wide
// totals): the affiliates list shows what each earned and was paid from a few rows rather than
// every commission of a busy affiliate, and commissions of an affiliate's different businesses
// made at once seldom update the same row. Kept by the same statement triggers (migration 0033).
export const commissionTotalsAffiliate = pgTable(
  'commission_totals_affiliate',
  {
    affiliateId: uuid('affiliate_id').notNull(),
    status: text('status').$type<CommissionStatus>().notNull(),
    shard: smallint('shard').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.affiliateId, t.status, t.shard] })],
);
