import type { ScanOutcome } from '@back-office/domain/result-codes';
import type { SaleKind } from '@back-office/domain/sales';
import type { OfferStatus } from '@back-office/domain/catalog';
import type { CustomerStatus } from '@back-office/domain/people';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
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
import { stores } from './people';
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
    status: text('status').$type<CustomerStatus>().notNull().default('active'),
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
    // The invoices search finds drafts by their customer's name (pg_trgm, migration 0005).
    index('customers_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
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
    status: text('status').$type<OfferStatus>().notNull().default('pending'),
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
    outcome: text('outcome').$type<ScanOutcome>().notNull(),
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
    // Gross, in minor units of currency; negative for a refund. 64 bits: a sale's lines add up
    // past 2^31 (decision record 026).
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    // redemption (written by the scan), counter (recorded by staff) or refund.
    kind: text('kind').$type<SaleKind>().notNull().default('redemption'),
    // One of PAYMENT_METHODS; a redemption has none (the coupon was its ticket).
    paymentMethod: text('payment_method'),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    // A refund points at the sale it gives money back for; the sale itself is never edited.
    refundOf: uuid('refund_of'),
    reason: text('reason'),
    // Chosen by the client for one recording and sent again with a retry, so that a retry whose
    // answer was lost returns the first sale instead of recording a second one.
    requestId: uuid('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sales_coupon_key').on(t.couponId),
    uniqueIndex('sales_request_key').on(t.merchantId, t.requestId),
    foreignKey({ columns: [t.refundOf], foreignColumns: [t.id] }).onDelete('restrict'),
    index('sales_refund_of_idx').on(t.refundOf),
    // Keyset pages newest first, read backwards (see scans).
    index('sales_merchant_created_id_idx').on(t.merchantId, t.createdAt, t.id),
    index('sales_created_id_idx').on(t.createdAt, t.id),
    // The sales list's search finds a customer's or an employee's sales by name first.
    index('sales_customer_idx').on(t.customerId),
    index('sales_employee_idx').on(t.employeeId),
    check('sales_kind', sql`${t.kind} in ('redemption', 'counter', 'refund')`),
    check(
      'sales_refund_shape',
      sql`(${t.kind} = 'refund') = (${t.refundOf} is not null) and (${t.kind} = 'refund') = (${t.amount} < 0)`,
    ),
  ],
);
