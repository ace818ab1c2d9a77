// Invoices, credit notes and payments: the forms' rules, applied by the server to the same
// operations' arguments. Whether a VAT rate is the business's is checked where the rates are known.
import { z } from 'zod';
import {
  AMOUNT_MAX_MINOR,
  INVOICE_LINES_MAX,
  linesWithinLimit,
  INVOICE_QUANTITY_MAX,
  INVOICE_UNIT_PRICE_MAX,
  PAYMENT_STATUSES,
  RECIPIENT_KINDS,
  INVOICE_STATUSES,
  ACCOUNTING_TABS,
} from '../accounting';
import { INPUT_MAX, LANGUAGES, TEXTAREA_MAX } from '../constants';
import { optionalId, optionalText, requiredText } from './fields';
import { dayField, paymentMethodField } from './sales';
import { msg } from '../message-keys';

export const invoiceLineInputSchema = z
  .object({
    description: requiredText(msg('descriptionRequired'), INPUT_MAX),
    quantity: z
      .number({ error: msg('wholeNumber') })
      .int({ error: msg('wholeNumber') })
      .min(1, { error: msg('quantityPositive') })
      .max(INVOICE_QUANTITY_MAX, { error: msg('invoiceQuantityRange') }),
    unitPriceMinor: z
      .number({ error: msg('priceRange') })
      .int({ error: msg('wholeNumber') })
      .min(0, { error: msg('priceRange') })
      .max(INVOICE_UNIT_PRICE_MAX, { error: msg('priceRange') }),
    discountMinor: z
      .number({ error: msg('wholeNumber') })
      .int({ error: msg('wholeNumber') })
      .min(0, { error: msg('discountNotNegative') })
      .nullish()
      .transform((v) => v ?? 0),
    vatRateBp: z
      .number({ error: msg('vatRateNotAllowed') })
      .int({ error: msg('vatRateNotAllowed') })
      .min(0, { error: msg('vatRateNotAllowed') })
      .max(10_000, { error: msg('vatRateNotAllowed') }),
  })
  .refine((line) => line.discountMinor <= line.quantity * line.unitPriceMinor, {
    error: msg('discountTooLarge'),
    path: ['discountMinor'],
  });
export type InvoiceLineInput = z.output<typeof invoiceLineInputSchema>;

// A document's lines add up to no more than AMOUNT_MAX_MINOR before VAT (decision record 026).
function invoiceLinesWithinLimit<T extends z.ZodType<InvoiceLineInput[]>>(lines: T) {
  return lines.refine(
    (items) =>
      linesWithinLimit(items.map((l) => ({ quantity: l.quantity, unitAmount: l.unitPriceMinor }))),
    { error: msg('totalTooLarge') },
  );
}

export const invoiceDraftInputSchema = z
  .object({
    recipientKind: z.enum(RECIPIENT_KINDS, { error: msg('recipientRequired') }),
    recipientId: z.uuid({ error: msg('recipientRequired') }),
    language: z.enum(LANGUAGES).nullish(),
    // Left out: the business's currency. Anything else is refused where that is known.
    currency: z.string().nullish(),
    issueDate: dayField.nullish(),
    dueDate: dayField.nullish(),
    notes: optionalText(TEXTAREA_MAX),
    // A draft may be saved without lines; posting needs one.
    lines: invoiceLinesWithinLimit(
      z.array(invoiceLineInputSchema).max(INVOICE_LINES_MAX, {
        error: msg('invoiceLinesRequired'),
      }),
    ),
  })
  .refine((d) => !d.issueDate || !d.dueDate || d.dueDate >= d.issueDate, {
    error: msg('dueBeforeIssue'),
    path: ['dueDate'],
  });
export type InvoiceDraftInput = z.output<typeof invoiceDraftInputSchema>;

export const creditNoteInputSchema = z.object({
  invoiceId: z.uuid({ error: msg('invoiceNotFound') }),
  reason: optionalText(TEXTAREA_MAX),
  lines: invoiceLinesWithinLimit(
    z
      .array(invoiceLineInputSchema)
      .min(1, { error: msg('invoiceLinesRequired') })
      .max(INVOICE_LINES_MAX, { error: msg('invoiceLinesRequired') }),
  ),
});
export type CreditNoteInput = z.output<typeof creditNoteInputSchema>;

export const draftFromSalesInputSchema = z
  .object({
    recipientKind: z.enum(RECIPIENT_KINDS, { error: msg('recipientRequired') }),
    recipientId: z.uuid({ error: msg('recipientRequired') }),
    from: dayField,
    to: dayField,
    language: z.enum(LANGUAGES).nullish(),
  })
  .refine((d) => d.from <= d.to, { error: msg('periodInvalid'), path: ['to'] });
export type DraftFromSalesInput = z.output<typeof draftFromSalesInputSchema>;

export const paymentInputSchema = z.object({
  invoiceId: z.uuid({ error: msg('invoiceNotFound') }),
  amountMinor: z
    .number({ error: msg('amountPositive') })
    .int({ error: msg('wholeNumber') })
    .min(1, { error: msg('amountPositive') })
    .max(AMOUNT_MAX_MINOR, { error: msg('amountRange') }),
  method: paymentMethodField,
  paidOn: dayField,
  reference: optionalText(INPUT_MAX),
});
export type PaymentInput = z.output<typeof paymentInputSchema>;

export const voidPaymentInputSchema = z.object({
  paymentId: z.uuid({ error: msg('paymentNotFound') }),
  reason: requiredText(msg('voidReasonRequired'), TEXTAREA_MAX),
});

// The Payments tab's filter.
export const paymentFilterSchema = z.object({
  merchantId: optionalId,
  from: dayField.nullish(),
  to: dayField.nullish(),
  method: paymentMethodField.nullish(),
  includeVoided: z.boolean().nullish(),
  search: optionalText(INPUT_MAX),
});

export const invoiceFilterSchema = z
  .object({
    tab: z.enum(ACCOUNTING_TABS).nullish(),
    // The provider's staff only; others always see the selected business.
    merchantId: optionalId,
    status: z.enum(INVOICE_STATUSES).nullish(),
    paymentStatus: z.enum(PAYMENT_STATUSES).nullish(),
    from: dayField.nullish(),
    to: dayField.nullish(),
    recipientId: optionalId,
    overdue: z.boolean().nullish(),
    search: optionalText(INPUT_MAX),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    error: msg('periodInvalid'),
    path: ['to'],
  });
export type InvoiceFilter = z.output<typeof invoiceFilterSchema>;
