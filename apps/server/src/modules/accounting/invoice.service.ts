import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { documentTotals, lineAmounts } from '@back-office/domain/accounting';
import { msg, type MessageRef } from '@back-office/domain/message-keys';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import {
  invoiceDraftInputSchema,
  type InvoiceDraftInput,
  type InvoiceLineInput,
} from '@back-office/domain/schemas/accounting';
import type { Db } from '../../db/client';
import { invoiceLineSales, invoiceLines, invoices } from '../../db/schema';
import type { BusinessCaller } from '../../graphql/access-rules';
import { assertDatesInWindow } from '../../graphql/date-window';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import { isUuid, parseArgs } from '../../graphql/validate';
import {
  accountingSettingsOf,
  findInvoice,
  isCustomerOf,
  isOtherBusiness,
  recordEvent,
  type AccountingSettings,
  type InvoiceRow,
} from './accounting.queries';
import { sendPostedInvoice } from './invoice-posting';

export { providerId } from './accounting.queries';
import { invoiceObject, invoiceParent } from './invoice-view';
import { selected, failure, success, lockOwn } from './invoice-access';

// ---------------------------------------------------------------------------------------------
// Drafts

/** A document's totals from the lines as entered. */
export function totalsOf(lines: InvoiceLineInput[]) {
  return documentTotals(
    lines.map((l) =>
      lineAmounts({
        quantity: l.quantity,
        unitPrice: l.unitPriceMinor,
        discount: l.discountMinor,
        vatRate: l.vatRateBp,
      }),
    ),
  );
}

/** Checks what only the business's settings can tell; refuses with the field's message. */
export function assertLinesAllowed(lines: InvoiceLineInput[], settings: AccountingSettings) {
  const fields: Record<string, MessageRef> = {};
  lines.forEach((line, i) => {
    if (!settings.vatRates.includes(line.vatRateBp))
      fields[`lines.${i}.vatRateBp`] = 'vatRateNotAllowed';
  });
  const first = Object.values(fields)[0];
  if (first) badUserInput(first, fields);
}

export async function assertRecipient(db: Db, merchantId: string, kind: string, id: string) {
  const ok =
    kind === 'customer'
      ? await isCustomerOf(db, merchantId, id)
      : await isOtherBusiness(db, merchantId, id);
  return ok;
}

export function lineRows(invoiceId: string, lines: InvoiceLineInput[]) {
  return lines.map((line, position) => {
    const amounts = lineAmounts({
      quantity: line.quantity,
      unitPrice: line.unitPriceMinor,
      discount: line.discountMinor,
      vatRate: line.vatRateBp,
    });
    return {
      invoiceId,
      position,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPriceMinor,
      discount: line.discountMinor,
      vatRate: line.vatRateBp,
      ...amounts,
    };
  });
}

async function draftColumns(db: Db, merchantId: string, input: InvoiceDraftInput) {
  const settings = await accountingSettingsOf(db, merchantId);
  if (input.currency && input.currency !== settings.currency)
    badUserInput('currencyNotBusiness', {
      currency: 'currencyNotBusiness',
    });
  assertLinesAllowed(input.lines, settings);
  const totals = totalsOf(input.lines);
  return {
    settings,
    columns: {
      recipientCustomerId: input.recipientKind === 'customer' ? input.recipientId : null,
      recipientMerchantId: input.recipientKind === 'business' ? input.recipientId : null,
      language: input.language ?? settings.language,
      currency: settings.currency,
      issueDate: input.issueDate ?? null,
      dueDate: input.dueDate ?? null,
      notes: input.notes,
      subtotal: totals.subtotal,
      vatTotal: totals.vatTotal,
      total: totals.total,
    },
  };
}

/** A new draft of the business; null when the recipient is not one it may invoice. */
export async function saveNewDraft(
  db: Db,
  merchantId: string,
  employeeId: string,
  input: InvoiceDraftInput,
  saleGroups: string[][] = [],
  event: Record<string, unknown> = {},
): Promise<string | null> {
  const { columns } = await draftColumns(db, merchantId, input);
  if (!(await assertRecipient(db, merchantId, input.recipientKind, input.recipientId))) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invoices)
      .values({ ...columns, merchantId, kind: 'invoice', createdBy: employeeId })
      .returning({ id: invoices.id });
    if (input.lines.length) {
      const inserted = await tx
        .insert(invoiceLines)
        .values(lineRows(row!.id, input.lines))
        .returning({ id: invoiceLines.id, position: invoiceLines.position });
      const links = inserted.flatMap((line) =>
        (saleGroups[line.position] ?? []).map((saleId) => ({
          lineId: line.id,
          saleId,
          issuerId: merchantId,
        })),
      );
      // The unique (issuer, sale) refuses a sale another draft took meanwhile: nothing is written.
      if (links.length) await tx.insert(invoiceLineSales).values(links);
    }
    await recordEvent(tx, row!.id, 'created', employeeId, event);
    return row!.id;
  });
}

const dateFields = (input: InvoiceDraftInput) => ({
  issueDate: input.issueDate,
  dueDate: input.dueDate,
});

export async function createDraft(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(invoiceDraftInputSchema, args.input);
  await assertDatesInWindow(ctx.db, selected(caller), dateFields(input));
  const id = await saveNewDraft(ctx.db, selected(caller), caller.sub, input);
  return id
    ? success(ctx, caller, RESULT_CODES.INVOICE_SAVED, id)
    : failure(RESULT_CODES.RECIPIENT_NOT_FOUND);
}

export async function updateDraft(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string; input: unknown },
) {
  const input = parseArgs(invoiceDraftInputSchema, args.input);
  await assertDatesInWindow(ctx.db, selected(caller), dateFields(input));
  const { columns } = await draftColumns(ctx.db, selected(caller), input);
  if (!(await assertRecipient(ctx.db, selected(caller), input.recipientKind, input.recipientId)))
    return failure(RESULT_CODES.RECIPIENT_NOT_FOUND);
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockOwn(tx, caller, args.id);
    if (!row) return RESULT_CODES.INVOICE_NOT_FOUND;
    if (row.status !== 'draft' || row.kind !== 'invoice') return RESULT_CODES.INVOICE_NOT_DRAFT;
    // Lines built from sales keep their links only while they stay as they are.
    await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, row.id));
    if (input.lines.length) await tx.insert(invoiceLines).values(lineRows(row.id, input.lines));
    await tx
      .update(invoices)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(invoices.id, row.id));
    await recordEvent(tx, row.id, 'edited', caller.sub);
    return null;
  });
  return outcome ? failure(outcome) : success(ctx, caller, RESULT_CODES.INVOICE_SAVED, args.id);
}

export async function deleteDraft(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string },
) {
  let deleted: InvoiceRow | undefined;
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockOwn(tx, caller, args.id);
    if (!row) return RESULT_CODES.INVOICE_NOT_FOUND;
    if (row.status !== 'draft') return RESULT_CODES.INVOICE_NOT_DRAFT;
    await tx.delete(invoices).where(eq(invoices.id, row.id));
    deleted = row;
    return null;
  });
  if (outcome) return failure(outcome);
  return {
    success: true,
    messageCode: RESULT_CODES.INVOICE_DELETED,
    invoice: invoiceObject(await invoiceParent(ctx.db, deleted!, selected(caller))),
  };
}

export async function cancelDraft(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string },
) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockOwn(tx, caller, args.id);
    if (!row) return RESULT_CODES.INVOICE_NOT_FOUND;
    if (row.status !== 'draft') return RESULT_CODES.INVOICE_NOT_DRAFT;
    // A cancelled draft covers no sales: they may be invoiced again.
    await tx.execute(sql`delete from invoice_line_sales where line_id in
      (select id from invoice_lines where invoice_id = ${row.id})`);
    await tx
      .update(invoices)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(invoices.id, row.id));
    await recordEvent(tx, row.id, 'cancelled', caller.sub);
    return null;
  });
  return outcome ? failure(outcome) : success(ctx, caller, RESULT_CODES.INVOICE_CANCELLED, args.id);
}

// ---------------------------------------------------------------------------------------------
// Sending

const sendArgs = z.object({
  id: z.string(),
  email: z.email({ error: msg('invalidEmail') }).nullish(),
});

export async function sendInvoice(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { id, email } = parseArgs(sendArgs, args);
  const row = isUuid(id) ? await findInvoice(ctx.db, id) : undefined;
  if (!row || row.merchantId !== selected(caller)) return failure(RESULT_CODES.INVOICE_NOT_FOUND);
  if (row.status !== 'posted') return failure(RESULT_CODES.INVOICE_NOT_POSTED);
  const to = email ?? row.recipient?.email;
  if (!to) return failure(RESULT_CODES.RECIPIENT_EMAIL_MISSING);
  await sendPostedInvoice(ctx, row.id, to, caller.sub);
  return success(ctx, caller, RESULT_CODES.INVOICE_SENT, row.id);
}
