import { eq } from 'drizzle-orm';
import {
  DOCUMENT_SERIES,
  documentNumber,
  documentTotals,
  lineAmounts,
  type InvoiceParty,
} from '@back-office/domain/accounting';
import { addDays, todayIn } from '@back-office/domain/periods';
import { RESULT_CODES, type ResultCode } from '@back-office/domain/result-codes';
import type { InvoiceLineInput } from '@back-office/domain/schemas/accounting';
import type { Db } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import {
  accountingSettingsOf,
  customerParty,
  linesOf,
  merchantParty,
  providerId,
  recordEvent,
  type InvoiceRow,
} from './accounting.queries';
import { enqueue } from '../../jobs/enqueue';
import { invoicePdfJob } from './invoice-document';

import { takeNumber } from '../../db/counters';
import { selected, failure, success, lockIssuedBy } from './invoice-access';
import { lineRows } from './invoice.service';

async function partiesOf(tx: Db, row: InvoiceRow): Promise<[InvoiceParty, InvoiceParty] | null> {
  const issuer = await merchantParty(tx, row.merchantId);
  const recipient = row.recipientCustomerId
    ? await customerParty(tx, row.recipientCustomerId)
    : await merchantParty(tx, row.recipientMerchantId!);
  return issuer && recipient ? [issuer, recipient] : null;
}

/**
 * Gives the draft its number and freezes it, in the caller's transaction (the row is locked).
 * The number comes from the counter row of (business, series, year), taken in this transaction.
 */
export async function postLocked(
  tx: Db,
  row: InvoiceRow,
  employeeId: string | null,
): Promise<ResultCode | null> {
  const lines = await linesOf(tx, row.id);
  if (lines.length === 0) return RESULT_CODES.INVOICE_EMPTY;
  const parties = await partiesOf(tx, row);
  if (!parties) return RESULT_CODES.RECIPIENT_NOT_FOUND;
  const settings = await accountingSettingsOf(tx, row.merchantId);
  const postedOn = todayIn(settings.timeZone);
  if (row.issueDate && row.issueDate > postedOn) return RESULT_CODES.ISSUE_DATE_AFTER_POSTING;
  const issueDate = row.issueDate ?? postedOn;
  const dueDate =
    row.kind === 'invoice' ? (row.dueDate ?? addDays(issueDate, settings.paymentTermsDays)) : null;
  // The series of the year it is posted in: numbers of a year run in the order they are given.
  const year = Number(postedOn.slice(0, 4));
  const series = DOCUMENT_SERIES[row.kind as keyof typeof DOCUMENT_SERIES];
  const seq = await takeNumber(tx, row.merchantId, series, year);
  const totals = documentTotals(lines);
  const number = documentNumber(series, year, seq);
  await tx
    .update(invoices)
    .set({
      status: 'posted',
      series,
      year,
      seq,
      number,
      issueDate,
      dueDate: dueDate && dueDate < issueDate ? issueDate : dueDate,
      issuer: { ...parties[0], bank: settings.bank },
      recipient: parties[1],
      ...totals,
      postedAt: new Date(),
      postedBy: employeeId,
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, row.id));
  await recordEvent(tx, row.id, 'posted', employeeId, { number });
  // The PDF is rendered by a job after the commit (decision record 028): rendering it here held
  // the posting's answer for its whole CPU time.
  await enqueue(tx, invoicePdfJob, { invoiceId: row.id });
  return null;
}

/** An invoice the platform issues on the business's behalf (a subscription's renewal). */
export interface IssuedInvoice {
  issuerId: string;
  recipientMerchantId: string;
  // The plan's currency, which need not be the issuer's own.
  currency: string;
  issueDate: string;
  dueDate: string;
  lines: { description: string; quantity: number; unitPriceMinor: number }[];
  employeeId: string | null;
}

const minDay = (a: string, b: string) => (a < b ? a : b);

/**
 * Writes and posts an invoice in the caller's transaction; lines carry the issuer's first VAT
 * rate. Its id, or a result code when it cannot be posted (a party is gone). The PDF is rendered
 * by the first download.
 */
export async function issueInvoiceLocked(
  tx: Db,
  input: IssuedInvoice,
): Promise<string | ResultCode> {
  const settings = await accountingSettingsOf(tx, input.issuerId);
  const lines: InvoiceLineInput[] = input.lines.map((l) => ({
    ...l,
    discountMinor: 0,
    vatRateBp: settings.vatRates[0] ?? 0,
  }));
  const totals = documentTotals(
    lines.map((l) =>
      lineAmounts({
        quantity: l.quantity,
        unitPrice: l.unitPriceMinor,
        discount: 0,
        vatRate: l.vatRateBp,
      }),
    ),
  );
  const [row] = await tx
    .insert(invoices)
    .values({
      merchantId: input.issuerId,
      kind: 'invoice',
      recipientMerchantId: input.recipientMerchantId,
      language: settings.language,
      currency: input.currency,
      // A period or month told in UTC may begin on the issuer's tomorrow; posted today, the
      // invoice is issued today at the latest.
      issueDate: minDay(input.issueDate, todayIn(settings.timeZone)),
      dueDate: input.dueDate,
      ...totals,
      createdBy: input.employeeId,
    })
    .returning();
  await tx.insert(invoiceLines).values(lineRows(row!.id, lines));
  await recordEvent(tx, row!.id, 'created', input.employeeId);
  const refused = await postLocked(tx, row!, input.employeeId);
  return refused ?? row!.id;
}

/**
 * The provider's invoice to a business, due after the provider's payment terms, written and
 * posted in the caller's transaction: its id, a result code when it cannot be posted, or null
 * when there is no provider.
 */
export async function issueProviderInvoiceLocked(
  tx: Db,
  input: Omit<IssuedInvoice, 'issuerId' | 'dueDate'>,
): Promise<string | ResultCode | null> {
  const issuerId = await providerId(tx);
  if (!issuerId) return null;
  const terms = (await accountingSettingsOf(tx, issuerId)).paymentTermsDays;
  return issueInvoiceLocked(tx, {
    ...input,
    issuerId,
    dueDate: addDays(input.issueDate, terms),
  });
}

/** Posts a draft of the business; a result code when it cannot be posted. */
export async function postDraft(
  db: Db,
  merchantId: string,
  employeeId: string,
  id: string,
): Promise<ResultCode | null> {
  return db.transaction(async (tx) => {
    const row = await lockIssuedBy(tx, merchantId, id);
    if (!row) return RESULT_CODES.INVOICE_NOT_FOUND;
    if (row.status !== 'draft') return RESULT_CODES.INVOICE_NOT_DRAFT;
    return postLocked(tx, row, employeeId);
  });
}

export async function postInvoice(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string },
) {
  const outcome = await postDraft(ctx.db, selected(caller), caller.sub, args.id);
  if (outcome) return failure(outcome);
  return success(ctx, caller, RESULT_CODES.INVOICE_POSTED, args.id);
}
