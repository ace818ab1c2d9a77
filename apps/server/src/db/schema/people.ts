import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { BUSINESS_SETTINGS_DEFAULTS as DEFAULTS } from '@back-office/domain/constants';
import type { DateFormat } from '@back-office/domain/people';
import { merchants } from './organisation';
import { createdAt, updatedAt } from './timestamps';

export interface OpeningHours {
  /** ISO weekday: 1 is Monday. */
  day: number;
  opens: string;
  closes: string;
}

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country'),
    phone: text('phone'),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stores_merchant_name_idx').on(t.merchantId, t.name)],
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    durationMinutes: integer('duration_minutes').notNull(),
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('EUR'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('services_duration_positive', sql`${t.durationMinutes} > 0`),
    check('services_price_not_negative', sql`${t.price} >= 0`),
    // Keyset pagination by name within a business.
    index('services_merchant_name_idx').on(t.merchantId, sql`lower(${t.name})`, t.id),
  ],
);

// One row per business, created with the business; a missing row reads as the defaults.
export const businessSettings = pgTable('business_settings', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull().default(DEFAULTS.currency),
  timezone: text('timezone').notNull().default(DEFAULTS.timezone),
  language: text('language').notNull().default(DEFAULTS.language),
  // The VAT rates an invoice line may use, in basis points (1900 is 19 %).
  vatRates: integer('vat_rates')
    .array()
    .notNull()
    .default(sql`'{1900,900,500,0}'::integer[]`),
  // Days from an invoice's issue date to its due date, unless the invoice says otherwise.
  paymentTermsDays: integer('payment_terms_days').notNull().default(30),
  dateFormat: text('date_format').$type<DateFormat>().notNull().default(DEFAULTS.dateFormat),
  // Printed on the business's invoices, copied into each at posting.
  bankName: text('bank_name'),
  // Without spaces, as the IBAN check stores it.
  iban: text('iban'),
  bic: text('bic'),
  paymentTerms: text('payment_terms'),
  notifyEmail: boolean('notify_email').notNull().default(DEFAULTS.notifications.email),
  notifySms: boolean('notify_sms').notNull().default(DEFAULTS.notifications.sms),
  notifyPush: boolean('notify_push').notNull().default(DEFAULTS.notifications.push),
  updatedAt: updatedAt(),
});
