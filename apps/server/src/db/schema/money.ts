import type { InvoiceKind, InvoiceStatus, PaymentStatus } from '@back-office/domain/accounting';
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
    // 64 bits: quantity × unit amount passes 2^31 (decision record 026).
    amount: bigint('amount', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('sale_lines_sale_idx').on(t.saleId, t.position),
    // The sales list's search finds sales by their lines' text first (pg_trgm).
    index('sale_lines_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    check('sale_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('sale_lines_unit_amount_not_negative', sql`${t.unitAmount} >= 0`),
    check('sale_lines_amount', sql`${t.amount} = ${t.quantity}::bigint * ${t.unitAmount}`),
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
    // Credit notes issued after a day, which settled their invoices too late for subscriptions.
    index('invoices_credit_issue_idx')
      .on(t.issueDate)
      .where(sql`${t.kind} = 'credit_note' and ${t.status} = 'posted'`),
    // The list's search: text inside numbers, notes and posted recipients' names (pg_trgm).
    index('invoices_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('invoices_notes_trgm_idx').using('gin', t.notes.op('gin_trgm_ops')),
    index('invoices_recipient_name_trgm_idx').using(
      'gin',
      sql`(${t.recipient} ->> 'name') gin_trgm_ops`,
    ),
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
    // 64 bits: a line drafted from sales carries a sale's whole amount (decision record 026).
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
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
    // The payments list's period filter (by the day paid, while the list is newest first): the
    // period's payments and the order's columns from the index alone.
    index('invoice_payments_merchant_paid_on_idx').on(t.merchantId, t.paidOn, t.createdAt, t.id),
    // Payments dated after a day, which settled their invoices too late for their subscriptions.
    index('invoice_payments_paid_on_idx')
      .on(t.paidOn)
      .where(sql`${t.voidedAt} is null`),
    index('invoice_payments_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')),
    check('invoice_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

// Where each posted document stands: its standing payments and posted credit notes, kept by the
// statement triggers of migration 0041 in the transaction that records them. Lists filter on
// payment status and dashboards add up what is open from here, through indexes, instead of
// summing every invoice's payments and credit notes at each read. The document's own columns are copied in
// because a posted document never changes (migration 0007).
export const invoiceSettlements = pgTable(
  'invoice_settlements',
  {
    invoiceId: uuid('invoice_id')
      .primaryKey()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id').notNull(),
    recipientMerchantId: uuid('recipient_merchant_id'),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    currency: text('currency').notNull(),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    credited: bigint('credited', { mode: 'number' }).notNull().default(0),
    outstanding: bigint('outstanding', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`greatest(total - credited - paid, 0)`),
    // The domain's paymentStatus(), in SQL.
    paymentStatus: text('payment_status')
      .$type<PaymentStatus>()
      .notNull()
      .generatedAlwaysAs(
        sql`case when total > 0 and credited >= total then 'credited'
          when paid > 0 and paid >= total - credited then 'paid'
          when total <= 0 then 'paid'
          when paid > 0 then 'partially_paid'
          else 'not_paid' end`,
      ),
  },
  // Newest first within a business and status, as the list reads; the trailing columns are what
  // the list and the dashboards filter and add up, so those reads need not visit the rows.
  (t) => [
    index('invoice_settlements_issuer_status_idx').on(
      t.merchantId,
      t.kind,
      t.paymentStatus,
      t.createdAt,
      t.invoiceId,
      t.issueDate,
    ),
    index('invoice_settlements_recipient_status_idx').on(
      t.recipientMerchantId,
      t.paymentStatus,
      t.createdAt,
      t.invoiceId,
      t.issueDate,
    ),
    index('invoice_settlements_open_idx')
      .on(t.merchantId, t.createdAt, t.invoiceId, t.dueDate, t.currency, t.outstanding)
      .where(sql`${t.kind} = 'invoice' and ${t.outstanding} > 0`),
    // The open invoices due in a window of days, which make subscriptions past due.
    index('invoice_settlements_open_due_idx')
      .on(t.dueDate, t.invoiceId)
      .where(sql`${t.kind} = 'invoice' and ${t.outstanding} > 0`),
  ],
);

// What a business is owed on its posted invoices, per currency: the sum of their settlements'
// outstanding, kept by a statement trigger on invoice_settlements (migration 0041), so that a
// dashboard reads one row instead of adding up every open invoice.
export const receivableTotals = pgTable(
  'receivable_totals',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    outstanding: bigint('outstanding', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currency] })],
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
