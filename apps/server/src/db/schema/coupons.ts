import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './marketplace';
import { employees, merchants } from './organisation';
import { createdAt, updatedAt } from './timestamps';

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    // Only the hash of the wallet key is kept: the key in the wallet link is the customer's secret.
    walletKeyHash: text('wallet_key_hash').notNull(),
    status: text('status').notNull().default('active'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_wallet_key_hash_key').on(t.walletKeyHash),
    uniqueIndex('customers_email_key').on(sql`lower(${t.email})`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    discountPercent: integer('discount_percent'),
    // The coupon's value: the fixed offer price, or the product's price less the discount.
    retailPrice: integer('retail_price').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    quantityAvailable: integer('quantity_available'),
    // Coupons issued so far; raised in the same UPDATE that checks quantityAvailable.
    taken: integer('taken').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('offers_merchant_idx').on(t.merchantId, t.status)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    // Copied from the offer so that a scan checks the business without a join.
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    retailPrice: integer('retail_price').notNull(),
    currency: text('currency').notNull().default('EUR'),
    redeemed: boolean('redeemed').notNull().default(false),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedBy: uuid('redeemed_by').references(() => employees.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_offer_customer_key').on(t.offerId, t.customerId),
    index('coupons_customer_idx').on(t.customerId),
    index('coupons_merchant_idx').on(t.merchantId),
  ],
);

export const scans = pgTable(
  'scans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // The business the scanning employee acted for.
    merchantId: uuid('merchant_id').notNull(),
    employeeId: uuid('employee_id'),
    // No foreign keys: the history outlives coupons and may name ids that never existed.
    couponId: uuid('coupon_id'),
    customerId: uuid('customer_id'),
    outcome: text('outcome').notNull(),
    // Chosen by the scanner for one scan and sent again with every retry of it, so that a retry
    // whose first answer was lost gets that answer back instead of being a second scan.
    scanId: uuid('scan_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Per employee: another employee's id can neither collide with nor reveal this one's scan.
    uniqueIndex('scans_employee_scan_id_idx').on(t.employeeId, t.scanId),
    // Keyset pagination, newest first: one index per view and per view with an outcome filter.
    // Ascending on purpose: read backwards they give (created_at desc, id desc), whereas drizzle's
    // .desc() adds NULLS LAST, which an ORDER BY ... DESC cannot use.
    index('scans_merchant_created_idx').on(t.merchantId, t.createdAt, t.id),
    index('scans_created_idx').on(t.createdAt, t.id),
    index('scans_merchant_outcome_created_idx').on(t.merchantId, t.outcome, t.createdAt, t.id),
    index('scans_outcome_created_idx').on(t.outcome, t.createdAt, t.id),
    index('scans_coupon_idx').on(t.couponId),
    index('scans_customer_idx').on(t.customerId),
  ],
);

export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sales_coupon_key').on(t.couponId),
    index('sales_merchant_created_idx').on(t.merchantId, t.createdAt.desc()),
  ],
);
