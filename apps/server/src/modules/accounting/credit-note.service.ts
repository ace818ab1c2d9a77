import { eq } from 'drizzle-orm';
import { RESULT_CODES, type ResultCode } from '@back-office/domain/result-codes';
import {
  creditNoteInputSchema,
  type CreditNoteInput,
} from '@back-office/domain/schemas/accounting';
import type { Db } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { isUuid, parseArgs } from '../../graphql/validate';
import { accountingSettingsOf, recordEvent, settlementsOf } from './accounting.queries';

import { selected, failure, success, lockIssuedBy } from './invoice-access';
import { assertLinesAllowed, lineRows, totalsOf } from './invoice.service';
import { postLocked } from './invoice-issue.service';

/** Issues (posts) a credit note of the business's posted invoice: its id, or a result code. */
export async function creditNoteOf(
  db: Db,
  merchantId: string,
  employeeId: string,
  input: CreditNoteInput,
): Promise<string | ResultCode> {
  const settings = await accountingSettingsOf(db, merchantId);
  assertLinesAllowed(input.lines, settings);
  let creditNoteId: string | null = null;
  const outcome = await db.transaction(async (tx) => {
    // Locking the invoice queues every credit note of it: the check below sees the others.
    const invoice = await lockIssuedBy(tx, merchantId, input.invoiceId);
    if (!invoice || invoice.kind !== 'invoice') return RESULT_CODES.INVOICE_NOT_FOUND;
    if (invoice.status !== 'posted') return RESULT_CODES.INVOICE_NOT_POSTED;
    const settlement = (await settlementsOf(tx, [invoice.id])).get(invoice.id)!;
    const totals = totalsOf(input.lines);
    if (totals.total <= 0) return RESULT_CODES.INVOICE_EMPTY;
    if (settlement.credited + totals.total > invoice.total)
      return RESULT_CODES.CREDIT_EXCEEDS_INVOICE;
    const [note] = await tx
      .insert(invoices)
      .values({
        merchantId: invoice.merchantId,
        kind: 'credit_note',
        creditOf: invoice.id,
        recipientCustomerId: invoice.recipientCustomerId,
        recipientMerchantId: invoice.recipientMerchantId,
        language: invoice.language,
        currency: invoice.currency,
        notes: input.reason,
        ...totals,
        createdBy: employeeId,
      })
      .returning();
    await tx.insert(invoiceLines).values(lineRows(note!.id, input.lines));
    await recordEvent(tx, note!.id, 'created', employeeId, { creditOf: invoice.number });
    const refused = await postLocked(tx, note!, employeeId);
    if (refused) throw new Error(`credit note could not be posted: ${refused}`);
    const [posted] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, note!.id));
    await recordEvent(tx, invoice.id, 'credited', employeeId, {
      number: posted!.number,
      amountMinor: totals.total,
    });
    creditNoteId = note!.id;
    return null;
  });
  return outcome ?? creditNoteId!;
}

export async function issueCreditNote(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(creditNoteInputSchema, args.input);
  const outcome = await creditNoteOf(ctx.db, selected(caller), caller.sub, input);
  if (!isUuid(outcome)) return failure(outcome as ResultCode);
  return success(ctx, caller, RESULT_CODES.CREDIT_NOTE_ISSUED, outcome);
}
