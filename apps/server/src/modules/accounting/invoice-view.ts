import {
  amountDue,
  paymentStatus,
  vatSummary,
  type InvoiceParty,
} from '@back-office/domain/accounting';
import type { GraphQLResolveInfo } from 'graphql';
import { todayIn } from '@back-office/domain/periods';
import type { Db } from '../../db/client';
import { asksOnlyFor } from '../../graphql/selection';
import {
  accountingSettingsOf,
  creditNotesOf,
  eventsOf,
  findInvoice,
  linesOf,
  merchantParty,
  paymentsOfInvoice,
  recipientParty,
  saleIdsOfLines,
  settlementsOf,
  type InvoiceLineRow,
  type InvoiceRow,
  type PaymentRow,
  type Settlement,
} from './accounting.queries';

const EMPTY_PARTY: InvoiceParty = {
  name: '',
  legalName: null,
  taxId: null,
  email: null,
  phone: null,
  address: null,
  city: null,
  postalCode: null,
  country: null,
};

/** What an Invoice's field resolvers start from: the row and who is looking. */
export interface InvoiceParent {
  row: InvoiceRow;
  settlement: Settlement;
  /** The issuer's calendar day now, for overdue. */
  today: string;
  viewerMerchantId: string;
  /** The lines, read once for the fields that need them (lines and the VAT summary). */
  lines?: Promise<InvoiceLineRow[]>;
  /** A draft's issuer's and recipient's names as they are now, when its list page read them. */
  liveNames?: { issuer: string | null; recipient: string | null };
}

/**
 * A draft's party as it is now. A list page reads only the parties' names, all that a list asks
 * for: reading the business's or customer's whole row for each of a page's drafts took half of
 * PostgreSQL's time for the page. A query asking for more of a draft's party reads it.
 */
async function liveParty(
  name: string | null | undefined,
  info: GraphQLResolveInfo,
  read: () => Promise<InvoiceParty | null>,
): Promise<InvoiceParty> {
  if (name != null && asksOnlyFor(info, ['name'])) return { ...EMPTY_PARTY, name };
  return (await read()) ?? EMPTY_PARTY;
}

function linesOnce(db: Db, parent: InvoiceParent) {
  parent.lines ??= linesOf(db, parent.row.id);
  return parent.lines;
}

export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** Builds the parents of many rows with two statements for their settlements and time zones. */
export async function invoiceParents(
  db: Db,
  rows: InvoiceRow[],
  viewerMerchantId: string,
): Promise<InvoiceParent[]> {
  const settlements = await settlementsOf(
    db,
    rows.map((r) => r.id),
  );
  const todays = new Map<string, string>();
  for (const merchantId of new Set(rows.map((r) => r.merchantId))) {
    const settings = await accountingSettingsOf(db, merchantId);
    todays.set(merchantId, todayIn(settings.timeZone));
  }
  return rows.map((row) => ({
    row,
    settlement: settlements.get(row.id) ?? { paid: 0, credited: 0 },
    today: todays.get(row.merchantId)!,
    viewerMerchantId,
  }));
}

export async function invoiceParent(db: Db, row: InvoiceRow, viewerMerchantId: string) {
  const [parent] = await invoiceParents(db, [row], viewerMerchantId);
  return parent!;
}

export function paymentView(
  p: PaymentRow & {
    invoiceNumber?: string | null;
    recipientName?: string;
    recordedBy?: string | null;
    currency?: string;
  },
) {
  return {
    _id: p.id,
    invoiceId: p.invoiceId,
    invoiceNumber: p.invoiceNumber ?? null,
    recipientName: p.recipientName ?? '',
    amountMinor: Number(p.amount),
    currency: p.currency ?? '',
    method: p.method,
    paidOn: String(p.paidOn),
    reference: p.reference,
    voidedAt: iso(p.voidedAt),
    voidReason: p.voidReason,
    recordedBy: p.recordedBy ?? null,
    createdAt: iso(p.createdAt)!,
  };
}

// The scalar fields of an Invoice, and its parent for the field resolvers that read lists and
// the history only when the client asks for them.
export function invoiceObject(parent: InvoiceParent) {
  const { row, settlement, today } = parent;
  const posted = row.status === 'posted';
  const isInvoice = row.kind === 'invoice';
  const due = posted && isInvoice ? amountDue(row.total, settlement.paid, settlement.credited) : 0;
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    number: row.number,
    merchantId: row.merchantId,
    recipientKind: row.recipientCustomerId ? 'customer' : 'business',
    recipientId: (row.recipientCustomerId ?? row.recipientMerchantId)!,
    language: row.language,
    currency: row.currency,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    notes: row.notes,
    subtotalMinor: row.subtotal,
    vatMinor: row.vatTotal,
    totalMinor: row.total,
    paidMinor: settlement.paid,
    creditedMinor: settlement.credited,
    dueMinor: due,
    paymentStatus: paymentStatus(row.total, settlement.paid, settlement.credited),
    overdue: posted && isInvoice && due > 0 && row.dueDate !== null && row.dueDate < today,
    received:
      row.merchantId !== parent.viewerMerchantId &&
      row.recipientMerchantId === parent.viewerMerchantId,
    pdfSha256: row.pdfSha256,
    pdfReady: row.pdfSha256 != null,
    pdfUrl: posted ? `/api/invoices/${row.id}/pdf` : null,
    sentAt: iso(row.sentAt),
    postedAt: iso(row.postedAt),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    parent,
  };
}
export type InvoiceObject = ReturnType<typeof invoiceObject>;

function refOf(row: InvoiceRow) {
  return {
    _id: row.id,
    number: row.number,
    status: row.status,
    totalMinor: row.total,
    issueDate: row.issueDate,
  };
}

// Field resolvers of the Invoice type: each reads only when the client asks for the field.
type Ctx = { db: Db };

export const invoiceFieldResolvers = {
  issuer: async ({ parent: p }: InvoiceObject, _: unknown, ctx: Ctx, info: GraphQLResolveInfo) =>
    p.row.issuer ??
    (await liveParty(p.liveNames?.issuer, info, () => merchantParty(ctx.db, p.row.merchantId))),
  recipient: async ({ parent: p }: InvoiceObject, _: unknown, ctx: Ctx, info: GraphQLResolveInfo) =>
    p.row.recipient ??
    (await liveParty(p.liveNames?.recipient, info, () => recipientParty(ctx.db, p.row))),
  lines: async ({ parent: p }: InvoiceObject, _: unknown, ctx: Ctx) => {
    const lines = await linesOnce(ctx.db, p);
    const sales = await saleIdsOfLines(
      ctx.db,
      lines.map((l) => l.id),
    );
    return lines.map((l) => ({
      _id: l.id,
      description: l.description,
      quantity: l.quantity,
      unitPriceMinor: l.unitPrice,
      discountMinor: l.discount,
      vatRateBp: l.vatRate,
      netMinor: l.net,
      vatMinor: l.vat,
      totalMinor: l.total,
      saleIds: sales.get(l.id) ?? [],
    }));
  },
  vatSummary: async ({ parent: p }: InvoiceObject, _: unknown, ctx: Ctx) =>
    vatSummary(await linesOnce(ctx.db, p)).map((r) => ({
      vatRateBp: r.vatRate,
      netMinor: r.net,
      vatMinor: r.vat,
    })),
  creditOf: async ({ parent: p }: InvoiceObject, _: unknown, ctx: Ctx) => {
    if (!p.row.creditOf) return null;
    const original = await findInvoice(ctx.db, p.row.creditOf);
    return original ? refOf(original) : null;
  },
  creditNotes: async ({ parent: p }: InvoiceObject, _: unknown, ctx: Ctx) =>
    (await creditNotesOf(ctx.db, p.row.id)).map(refOf),
  payments: async ({ parent: p }: InvoiceObject, _: unknown, ctx: Ctx) =>
    (await paymentsOfInvoice(ctx.db, p.row.id)).map((payment) =>
      paymentView({ ...payment, invoiceNumber: p.row.number, currency: p.row.currency }),
    ),
  history: async ({ parent: p }: InvoiceObject, _: unknown, ctx: Ctx) =>
    (await eventsOf(ctx.db, p.row.id)).map((e) => ({
      event: e.event,
      detail: JSON.stringify(e.detail ?? {}),
      employeeName: e.employee_name,
      at: iso(e.at)!,
    })),
};
