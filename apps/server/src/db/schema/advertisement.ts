import type { CampaignPlacement, CampaignStatus } from '@back-office/domain/advertisement';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { coupons, customers, offers, sales } from './coupons';
import { invoices } from './money';
import { employees, merchants } from './organisation';
import { createdAt, updatedAt } from './timestamps';

// A business's campaign for one of its offers. `spent_minor` is raised by the trigger that charges
// each attributed redemption (migration 0022), in the redemption's own statement; the check keeps
// it within the budget whatever runs at once.
export const adCampaigns = pgTable(
  'ad_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    placement: text('placement').$type<CampaignPlacement>().notNull(),
    // Days of the provider's time zone, both shown.
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    budgetMinor: integer('budget_minor').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    spentMinor: integer('spent_minor').notNull().default(0),
    status: text('status').$type<CampaignStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => employees.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The campaigns list, newest first and keyset on (created_at, id): a business's, and every
    // business's for the provider's staff.
    index('ad_campaigns_merchant_idx').on(t.merchantId, t.createdAt, t.id),
    index('ad_campaigns_created_idx').on(t.createdAt, t.id),
    // The states of a campaign not yet past its end (active, scheduled, paused, exhausted) are
    // few among the ended: the list finds them from here.
    index('ad_campaigns_running_idx')
      .on(t.endsOn, t.merchantId)
      .where(sql`${t.status} in ('approved', 'paused')`),
    // The wallet reads the approved campaigns running today.
    index('ad_campaigns_showing_idx')
      .on(t.endsOn)
      .where(sql`${t.status} = 'approved'`),
    check('ad_campaigns_placement', sql`${t.placement} in ('wallet', 'marketplace')`),
    check(
      'ad_campaigns_status',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'paused', 'ended')`,
    ),
    check('ad_campaigns_dates', sql`${t.endsOn} >= ${t.startsOn}`),
    check('ad_campaigns_price', sql`${t.priceMinor} > 0 and ${t.priceMinor} <= ${t.budgetMinor}`),
    check('ad_campaigns_spend', sql`${t.spentMinor} >= 0 and ${t.spentMinor} <= ${t.budgetMinor}`),
  ],
);

// A wallet that was shown the campaign's offer, once per day.
export const adImpressions = pgTable(
  'ad_impressions',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day, t.customerId] })],
);

// A coupon taken from the ad: its redemption is the campaign's.
export const adCoupons = pgTable(
  'ad_coupons',
  {
    couponId: uuid('coupon_id')
      .primaryKey()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('ad_coupons_campaign_idx').on(t.campaignId, t.createdAt)],
);

// What one attributed redemption cost the campaign: once per sale, never edited.
export const adCharges = pgTable(
  'ad_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ad_charges_sale_key').on(t.saleId),
    index('ad_charges_campaign_idx').on(t.campaignId, t.createdAt),
    index('ad_charges_merchant_idx').on(t.merchantId, t.createdAt),
    check('ad_charges_amount', sql`${t.amountMinor} > 0`),
  ],
);

// The provider's invoice for a business's month of charges in one currency: once, by its key.
export const adStatements = pgTable(
  'ad_statements',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    currency: text('currency').notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.month, t.currency] }),
    uniqueIndex('ad_statements_invoice_key').on(t.invoiceId),
  ],
);
