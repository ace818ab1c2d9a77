// Invoices, credit notes and payments. Amounts are integer minor units; VAT rates are
// basis points (1900 is 19 %); totals are rounded per line, half away from zero.

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

// draft → posted, or draft → cancelled. Only a draft is edited, deleted or cancelled.
export const INVOICE_STATUSES = ['draft', 'posted', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_STATUSES = ['not_paid', 'partially_paid', 'paid', 'credited'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const RECIPIENT_KINDS = ['customer', 'business'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

// The tabs of /accounting.
export const ACCOUNTING_TABS = ['invoices', 'credit_notes', 'payments', 'received'] as const;
export type AccountingTab = (typeof ACCOUNTING_TABS)[number];

/** Each kind numbers in its own series. */
export const DOCUMENT_SERIES: Record<InvoiceKind, string> = { invoice: 'INV', credit_note: 'CN' };

/** Most lines on one invoice. */
export const INVOICE_LINES_MAX = 200;
export const INVOICE_QUANTITY_MAX = 1_000_000;
/** Largest unit price, in minor units (PRICE_RANGE's limit, 999,999). */
export const INVOICE_UNIT_PRICE_MAX = 99_999_900;
/**
 * Largest amount of a sale, a document or a payment, in minor units (999,999,999,999.99): with
 * VAT of up to 100 % on top it stays an exact integer in a JavaScript number and in GraphQL's
 * Float, and far inside PostgreSQL's bigint (decision record 026).
 */
export const AMOUNT_MAX_MINOR = 99_999_999_999_999;

/** quantity × unit amount, or null when the product is past AMOUNT_MAX_MINOR. */
export function lineProduct(quantity: number, unitAmount: number): number | null {
  const product = quantity * unitAmount;
  return Number.isSafeInteger(product) && Math.abs(product) <= AMOUNT_MAX_MINOR ? product : null;
}

/** Whether the lines' quantity × unit amounts add up to no more than AMOUNT_MAX_MINOR. */
export function linesWithinLimit(
  lines: readonly { quantity: number; unitAmount: number }[],
): boolean {
  let sum = 0;
  for (const line of lines) {
    const product = lineProduct(line.quantity, line.unitAmount);
    if (product === null) return false;
    sum += product;
    if (sum > AMOUNT_MAX_MINOR) return false;
  }
  return true;
}

/** The rates a business starts with: Cyprus's standard, reduced and zero rates. */
export const DEFAULT_VAT_RATES = [1900, 900, 500, 0] as const;
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

/** What the provider bills a merchant per redeemed coupon: 5 % of the redeemed value. */
export const PROVIDER_REDEMPTION_FEE_BP = 500;

// Receivables by how many days past their due date they are.
export const RECEIVABLE_AGES = [
  'notDue',
  'days0To30',
  'days31To60',
  'days61To90',
  'over90',
] as const;
export type ReceivableAge = (typeof RECEIVABLE_AGES)[number];

export const INVOICE_EVENTS = [
  'created',
  'edited',
  'posted',
  'cancelled',
  'paymentRecorded',
  'paymentVoided',
  'credited',
  'sent',
] as const;
export type InvoiceEvent = (typeof INVOICE_EVENTS)[number];

/** Details of the issuer or the recipient, as copied into a posted invoice. */
export interface InvoiceParty {
  name: string;
  legalName: string | null;
  taxId: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
  // The issuer's bank details and payment terms as they were at posting; none on a recipient
  // or on a document posted before businesses had them.
  bank?: BankDetails | null;
}

/** An IBAN in groups of four, as it is printed and read out (stored without spaces). */
export function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/** How a business is paid; every field may be left empty. */
export interface BankDetails {
  bankName: string | null;
  iban: string | null;
  bic: string | null;
  paymentTerms: string | null;
}

/** `INV-2026-000042`. */
export function documentNumber(series: string, year: number, seq: number): string {
  return `${series}-${year}-${String(seq).padStart(6, '0')}`;
}

/** a × b ÷ 10,000, rounded half away from zero, on integers only. */
export function applyBasisPoints(amount: number, basisPoints: number): number {
  const product = amount * basisPoints;
  // Past 2^53 the product is no longer exact in a number: the same steps in BigInt.
  if (!Number.isSafeInteger(product)) {
    const exact = BigInt(amount) * BigInt(basisPoints);
    const negative = exact < 0n;
    const rounded = ((negative ? -exact : exact) + 5000n) / 10_000n;
    return Number(negative ? -rounded : rounded);
  }
  const sign = product < 0 ? -1 : 1;
  const magnitude = Math.abs(product);
  return sign * Math.floor((magnitude + 5000) / 10_000);
}

export interface LineInput {
  quantity: number;
  unitPrice: number;
  discount: number;
  vatRate: number;
}

export interface LineAmounts {
  net: number;
  vat: number;
  total: number;
}

export function lineAmounts(line: LineInput): LineAmounts {
  const net = line.quantity * line.unitPrice - line.discount;
  const vat = applyBasisPoints(net, line.vatRate);
  return { net, vat, total: net + vat };
}

export interface DocumentTotals {
  subtotal: number;
  vatTotal: number;
  total: number;
}

export function documentTotals(lines: readonly LineAmounts[]): DocumentTotals {
  let subtotal = 0;
  let vatTotal = 0;
  for (const line of lines) {
    subtotal += line.net;
    vatTotal += line.vat;
  }
  return { subtotal, vatTotal, total: subtotal + vatTotal };
}

export interface VatSummaryRow {
  vatRate: number;
  net: number;
  vat: number;
}

/** Net and VAT per rate, highest rate first. */
export function vatSummary(lines: readonly (LineAmounts & { vatRate: number })[]): VatSummaryRow[] {
  const byRate = new Map<number, VatSummaryRow>();
  for (const line of lines) {
    const row = byRate.get(line.vatRate) ?? { vatRate: line.vatRate, net: 0, vat: 0 };
    row.net += line.net;
    row.vat += line.vat;
    byRate.set(line.vatRate, row);
  }
  return [...byRate.values()].sort((a, b) => b.vatRate - a.vatRate);
}

/**
 * Derived, never stored by hand: credited when credit notes cover the whole invoice, paid when
 * payments cover what credit notes leave, partially paid when some payment stands.
 */
export function paymentStatus(total: number, paid: number, credited: number): PaymentStatus {
  if (total > 0 && credited >= total) return 'credited';
  if (paid > 0 && paid >= total - credited) return 'paid';
  if (total <= 0) return 'paid';
  return paid > 0 ? 'partially_paid' : 'not_paid';
}

/** What is still owed on an invoice. */
export function amountDue(total: number, paid: number, credited: number): number {
  return Math.max(0, total - credited - paid);
}

/** The age bucket of an amount due `daysOverdue` days ago (negative: not yet due). */
export function receivableAge(daysOverdue: number): ReceivableAge {
  if (daysOverdue <= 0) return 'notDue';
  if (daysOverdue <= 30) return 'days0To30';
  if (daysOverdue <= 60) return 'days31To60';
  if (daysOverdue <= 90) return 'days61To90';
  return 'over90';
}

/** Minor units as a plain decimal with two places ("-1234.05"), for CSV files: exact, no floats. */
export function minorToDecimal(minorUnits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const magnitude = Math.abs(minorUnits);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}
