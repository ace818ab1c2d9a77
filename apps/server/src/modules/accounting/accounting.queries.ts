import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  DEFAULT_VAT_RATES,
  type BankDetails,
  type InvoiceParty,
} from '@back-office/domain/accounting';
import type { DateFormat } from '@back-office/domain/people';
import { BUSINESS_SETTINGS_DEFAULTS } from '@back-office/domain/constants';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  businessSettings,
  customers,
  invoiceEvents,
  invoiceLines,
  invoiceLineSales,
  invoicePayments,
  invoices,
  invoiceSettlements,
  merchants,
} from '../../db/schema';
import { personName } from '../../db/names';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type PaymentRow = typeof invoicePayments.$inferSelect;

export interface AccountingSettings {
  currency: string;
  vatRates: number[];
  paymentTermsDays: number;
  timeZone: string;
  language: string;
  dateFormat: DateFormat;
  bank: BankDetails;
}

/** A business's money settings; a business without a settings row has the defaults. */
export async function accountingSettingsOf(
  db: Db,
  merchantId: string,
): Promise<AccountingSettings> {
  const [row] = await db
    .select()
    .from(businessSettings)
    .where(eq(businessSettings.merchantId, merchantId));
  return {
    currency: row?.currency ?? BUSINESS_SETTINGS_DEFAULTS.currency,
    vatRates: row?.vatRates ?? [...DEFAULT_VAT_RATES],
    paymentTermsDays: row?.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS,
    timeZone: row?.timezone ?? BUSINESS_SETTINGS_DEFAULTS.timezone,
    language: row?.language ?? BUSINESS_SETTINGS_DEFAULTS.language,
    dateFormat: row?.dateFormat ?? BUSINESS_SETTINGS_DEFAULTS.dateFormat,
    bank: {
      bankName: row?.bankName ?? null,
      iban: row?.iban ?? null,
      bic: row?.bic ?? null,
      paymentTerms: row?.paymentTerms ?? null,
    },
  };
}

/** The provider: the business that runs the marketplace and invoices the others. */
export async function providerId(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.isProvider, true))
    .orderBy(asc(merchants.createdAt))
    .limit(1);
  return row?.id;
}

export function merchantPartyOf(m: typeof merchants.$inferSelect): InvoiceParty {
  return {
    name: m.companyName || m.name,
    legalName: m.companyLegalName,
    taxId: m.tinOrVat,
    email: m.companyEmail,
    phone: m.companyPhone,
    address: m.companyAddress,
    city: m.companyCity,
    postalCode: m.companyPostalCode,
    country: m.companyCountry,
  };
}

/** merchantPartyOf's name in SQL, of the merchants row `m`. */
export const merchantPartyNameSql = sql`coalesce(nullif(m.company_name, ''), m.name)`;
/** customerPartyOf's name in SQL, of the customers row `c`. */
export const customerPartyNameSql = personName('c');

export function customerPartyOf(c: typeof customers.$inferSelect): InvoiceParty {
  return {
    name: `${c.firstName} ${c.lastName}`,
    legalName: null,
    taxId: null,
    email: c.email,
    phone: c.phone,
    address: null,
    city: null,
    postalCode: null,
    country: null,
  };
}

export async function merchantParty(db: Db, merchantId: string): Promise<InvoiceParty | null> {
  const [m] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  return m ? merchantPartyOf(m) : null;
}

export async function customerParty(db: Db, customerId: string): Promise<InvoiceParty | null> {
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId));
  return c ? customerPartyOf(c) : null;
}

/** The live details of an invoice's recipient (a draft's; a posted one has its copy). */
export function recipientParty(db: Db, row: InvoiceRow): Promise<InvoiceParty | null> {
  return row.recipientCustomerId
    ? customerParty(db, row.recipientCustomerId)
    : merchantParty(db, row.recipientMerchantId!);
}

// A customer the business knows: one who holds its coupon or bought from it. The provider serves
// every customer of the platform.
function knownCustomer(merchantId: string) {
  return sql`(exists (select 1 from merchants m where m.id = ${merchantId} and m.is_provider)
    or exists (select 1 from coupons c where c.customer_id = cu.id and c.merchant_id = ${merchantId})
    or exists (select 1 from sales s where s.customer_id = cu.id and s.merchant_id = ${merchantId}))`;
}

/** Whether the business may invoice the customer, or record a sale for them. */
export async function isCustomerOf(db: Db, merchantId: string, customerId: string) {
  const result = await db.execute(sql`
    select exists (select 1 from customers cu where cu.id = ${customerId} and ${knownCustomer(merchantId)}) as ok`);
  return Boolean(rowsOf<{ ok: boolean }>(result)[0]?.ok);
}

const customerName = personName('cu');

function customerOptions(merchantId: string, like: string | null, limit: number) {
  return sql`select 'customer' as kind, cu.id, ${customerName} as name, cu.email
       from customers cu
      where ${knownCustomer(merchantId)}
        ${like ? sql`and (${customerName} ilike ${like} or cu.email ilike ${like})` : sql``}
      order by name limit ${limit}`;
}

/** The business's known customers whose name or email matches, by name. */
export async function searchCustomers(
  db: Db,
  merchantId: string,
  like: string | null,
  limit: number,
): Promise<RecipientOptionRow[]> {
  return rowsOf<RecipientOptionRow>(await db.execute(customerOptions(merchantId, like, limit)));
}

/** Another active business the issuer may invoice. */
export async function isOtherBusiness(db: Db, merchantId: string, recipientId: string) {
  const [m] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.id, recipientId), sql`${merchants.id} <> ${merchantId}`));
  return Boolean(m);
}

export interface RecipientOptionRow {
  kind: 'customer' | 'business';
  id: string;
  name: string;
  email: string | null;
}

export async function searchRecipients(
  db: Db,
  merchantId: string,
  like: string | null,
  limit: number,
): Promise<RecipientOptionRow[]> {
  const result = await db.execute(sql`
    (${customerOptions(merchantId, like, limit)})
    union all
    (select 'business' as kind, m.id, m.name, m.company_email as email
       from merchants m
      where m.id <> ${merchantId} and m.status = 'active'
        ${like ? sql`and (m.name ilike ${like} or m.company_legal_name ilike ${like})` : sql``}
      order by lower(m.name), m.id limit ${limit})`);
  return rowsOf<RecipientOptionRow>(result);
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** The row, locked until the transaction ends: postings, credits and payments of one invoice queue. */
export async function lockInvoice(db: Db, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

export function linesOf(db: Db, invoiceId: string): Promise<InvoiceLineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

export async function saleIdsOfLines(db: Db, lineIds: string[]) {
  if (lineIds.length === 0) return new Map<string, string[]>();
  const links = await db
    .select()
    .from(invoiceLineSales)
    .where(inArray(invoiceLineSales.lineId, lineIds));
  const byLine = new Map<string, string[]>();
  for (const link of links)
    byLine.set(link.lineId, [...(byLine.get(link.lineId) ?? []), link.saleId]);
  return byLine;
}

export interface Settlement {
  paid: number;
  credited: number;
}

/** Standing payments and posted credit notes of invoices (a draft has neither). */
export async function settlementsOf(db: Db, invoiceIds: string[]) {
  const result = new Map<string, Settlement>();
  if (invoiceIds.length === 0) return result;
  for (const id of invoiceIds) result.set(id, { paid: 0, credited: 0 });
  const rows = await db
    .select({
      id: invoiceSettlements.invoiceId,
      paid: invoiceSettlements.paid,
      credited: invoiceSettlements.credited,
    })
    .from(invoiceSettlements)
    .where(inArray(invoiceSettlements.invoiceId, invoiceIds));
  for (const r of rows) result.set(r.id, { paid: Number(r.paid), credited: Number(r.credited) });
  return result;
}

export function recordEvent(
  db: Db,
  invoiceId: string,
  event: string,
  employeeId: string | null,
  detail: Record<string, unknown> = {},
) {
  return db.insert(invoiceEvents).values({ invoiceId, event, employeeId, detail });
}

export async function eventsOf(db: Db, invoiceId: string) {
  const result = await db.execute(sql`
    select e.event, e.detail, e.at, ${personName('em')} as employee_name
      from invoice_events e left join employees em on em.id = e.employee_id
     where e.invoice_id = ${invoiceId} order by e.id`);
  return rowsOf<{
    event: string;
    detail: unknown;
    at: string | Date;
    employee_name: string | null;
  }>(result);
}

export function creditNotesOf(db: Db, invoiceId: string) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.creditOf, invoiceId))
    .orderBy(asc(invoices.createdAt));
}

export function paymentsOfInvoice(db: Db, invoiceId: string) {
  return db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.createdAt));
}

/** The condition that a business may read an invoice: it issued it, or received it posted. */
export function readableBy(merchantId: string | null): SQL | undefined {
  if (merchantId === null) return undefined;
  return sql`(${invoices.merchantId} = ${merchantId} or (${invoices.recipientMerchantId} = ${merchantId} and ${invoices.status} = 'posted'))`;
}
