import type { InvoiceKind, InvoiceStatus } from '@back-office/domain/accounting';
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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytes';
import type { InvoiceParty } from '@back-office/domain/accounting';
import { customers, sales } from './coupons';
import { products } from './marketplace';
import { employees, merchants } from './organisation';
import { createdAt, updatedAt } from './timestamps';

// Items of a counter sale. A redemption's sale has none: its coupon says what was sold.
export const saleLines = pgTable(
  'sale_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitAmount: integer('unit_amount').notNull(),
    amount: integer('amount').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('sale_lines_sale_idx').on(t.saleId, t.position),
    check('sale_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('sale_lines_unit_amount_not_negative', sql`${t.unitAmount} >= 0`),
    check('sale_lines_amount', sql`${t.amount} = ${t.quantity} * ${t.unitAmount}`),
  ],
);

// Invoices and credit notes (kind), issued by a business (merchant_id) to one of its customers or
// to another business. The issuer's and recipient's details are copied in at posting; from then
// on the content is frozen by the trigger of migration 0007, not only by the service.
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InvoiceKind>().notNull().default('invoice'),
    status: text('status').$type<InvoiceStatus>().notNull().default('draft'),
    creditOf: uuid('credit_of'),
    recipientCustomerId: uuid('recipient_customer_id').references(() => customers.id, {
      onDelete: 'restrict',
    }),
    recipientMerchantId: uuid('recipient_merchant_id').references(() => merchants.id, {
      onDelete: 'restrict',
    }),
    language: text('language').notNull().default('en'),
    currency: text('currency').notNull(),
    issueDate: date('issue_date'),
    dueDate: date('due_date'),
    notes: text('notes'),
    series: text('series'),
    year: integer('year'),
    seq: integer('seq'),
    number: text('number'),
    issuer: jsonb('issuer').$type<InvoiceParty>(),
    recipient: jsonb('recipient').$type<InvoiceParty>(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    vatTotal: bigint('vat_total', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    pdfSha256: text('pdf_sha256'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    postedBy: uuid('posted_by').references(() => employees.id, { onDelete: 'set null' }),
    // Sending is not content: it may happen, and happen again, after posting.
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.creditOf], foreignColumns: [t.id] }).onDelete('restrict'),
    uniqueIndex('invoices_number_key').on(t.merchantId, t.series, t.year, t.seq),
    uniqueIndex('invoices_pdf_sha256_key').on(t.pdfSha256),
    index('invoices_merchant_kind_idx').on(t.merchantId, t.kind, t.createdAt, t.id),
    index('invoices_recipient_merchant_idx').on(t.recipientMerchantId, t.createdAt, t.id),
    index('invoices_recipient_customer_idx').on(t.recipientCustomerId),
    index('invoices_credit_of_idx').on(t.creditOf),
    check('invoices_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('invoices_status', sql`${t.status} in ('draft', 'posted', 'cancelled')`),
    check(
      'invoices_one_recipient',
      sql`(${t.recipientCustomerId} is null) <> (${t.recipientMerchantId} is null)`,
    ),
    check(
      'invoices_credit_note_of_invoice',
      sql`(${t.kind} = 'credit_note') = (${t.creditOf} is not null)`,
    ),
    check(
      'invoices_posted_numbered',
      sql`${t.status} <> 'posted' or (${t.number} is not null and ${t.issuer} is not null and ${t.recipient} is not null and ${t.issueDate} is not null)`,
    ),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    discount: integer('discount').notNull().default(0),
    // Basis points: 1900 is 19 %.
    vatRate: integer('vat_rate').notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    check('invoice_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('invoice_lines_unit_price_not_negative', sql`${t.unitPrice} >= 0`),
    check(
      'invoice_lines_discount',
      sql`${t.discount} >= 0 and ${t.discount} <= ${t.quantity}::bigint * ${t.unitPrice}`,
    ),
    check('invoice_lines_total', sql`${t.total} = ${t.net} + ${t.vat}`),
  ],
);

// Which sales a line covers. A sale is invoiced at most once by each issuer: a merchant may bill
// its customer for a sale, and the provider may bill the merchant its fee for the same sale.
export const invoiceLineSales = pgTable(
  'invoice_line_sales',
  {
    lineId: uuid('line_id')
      .notNull()
      .references(() => invoiceLines.id, { onDelete: 'cascade' }),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    issuerId: uuid('issuer_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.saleId] }),
    uniqueIndex('invoice_line_sales_once_key').on(t.issuerId, t.saleId),
  ],
);

// The last number given per business, series and year. Taken by an upsert in the posting
// transaction, so a rollback gives the number back and two postings never share one.
export const documentCounters = pgTable(
  'document_counters',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.series, t.year] })],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    paidOn: date('paid_on').notNull(),
    reference: text('reference'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => employees.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    index('invoice_payments_merchant_idx').on(t.merchantId, t.createdAt, t.id),
    check('invoice_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

// What happened to an invoice, for its history: created, edited, posted, paid, voided, credited,
// sent, cancelled.
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_events_invoice_idx').on(t.invoiceId, t.id)],
);

// The PDF of a posted document, as it was when posted: the bytes whose SHA-256 /verify checks.
export const invoiceDocuments = pgTable('invoice_documents', {
  invoiceId: uuid('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  sha256: text('sha256').notNull().unique(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
