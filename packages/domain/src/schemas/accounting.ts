// Invoices, credit notes and payments: the forms' rules, applied by the server to the same
import { MONEY_MESSAGES } from '../money-messages';
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
import { MESSAGES } from '../messages';
import { optionalId, optionalText, requiredText } from './fields';
import { dayField, paymentMethodField } from './sales';

export const invoiceLineInputSchema = z
  .object({
    description: requiredText(MONEY_MESSAGES.descriptionRequired, INPUT_MAX),
    quantity: z
      .number({ error: MESSAGES.wholeNumber })
      .int({ error: MESSAGES.wholeNumber })
      .min(1, { error: MONEY_MESSAGES.quantityPositive })
      .max(INVOICE_QUANTITY_MAX, { error: MONEY_MESSAGES.invoiceQuantityRange }),
    unitPriceMinor: z
      .number({ error: MESSAGES.priceRange })
      .int({ error: MESSAGES.wholeNumber })
      .min(0, { error: MESSAGES.priceRange })
      .max(INVOICE_UNIT_PRICE_MAX, { error: MESSAGES.priceRange }),
    discountMinor: z
      .number({ error: MESSAGES.wholeNumber })
      .int({ error: MESSAGES.wholeNumber })
      .min(0, { error: MONEY_MESSAGES.discountNotNegative })
      .nullish()
      .transform((v) => v ?? 0),
    vatRateBp: z
      .number({ error: MONEY_MESSAGES.vatRateNotAllowed })
      .int({ error: MONEY_MESSAGES.vatRateNotAllowed })
      .min(0, { error: MONEY_MESSAGES.vatRateNotAllowed })
      .max(10_000, { error: MONEY_MESSAGES.vatRateNotAllowed }),
  })
  .refine((line) => line.discountMinor <= line.quantity * line.unitPriceMinor, {
    error: MONEY_MESSAGES.discountTooLarge,
    path: ['discountMinor'],
  });
export type InvoiceLineInput = z.output<typeof invoiceLineInputSchema>;

// A document's lines add up to no more than AMOUNT_MAX_MINOR before VAT (decision record 026).
function invoiceLinesWithinLimit<T extends z.ZodType<InvoiceLineInput[]>>(lines: T) {
  return lines.refine(
    (items) =>
      linesWithinLimit(items.map((l) => ({ quantity: l.quantity, unitAmount: l.unitPriceMinor }))),
    { error: MONEY_MESSAGES.totalTooLarge },
  );
}

export const invoiceDraftInputSchema = z
  .object({
    recipientKind: z.enum(RECIPIENT_KINDS, { error: MONEY_MESSAGES.recipientRequired }),
    recipientId: z.uuid({ error: MONEY_MESSAGES.recipientRequired }),
    language: z.enum(LANGUAGES).nullish(),
    // Left out: the business's currency. Anything else is refused where that is known.
    currency: z.string().nullish(),
    issueDate: dayField.nullish(),
    dueDate: dayField.nullish(),
    notes: optionalText(TEXTAREA_MAX),
    // A draft may be saved without lines; posting needs one.
    lines: invoiceLinesWithinLimit(
      z.array(invoiceLineInputSchema).max(INVOICE_LINES_MAX, {
        error: MONEY_MESSAGES.invoiceLinesRequired,
      }),
    ),
  })
  .refine((d) => !d.issueDate || !d.dueDate || d.dueDate >= d.issueDate, {
    error: MONEY_MESSAGES.dueBeforeIssue,
    path: ['dueDate'],
  });
export type InvoiceDraftInput = z.output<typeof invoiceDraftInputSchema>;

export const creditNoteInputSchema = z.object({
  invoiceId: z.uuid({ error: MONEY_MESSAGES.invoiceNotFound }),
  reason: optionalText(TEXTAREA_MAX),
  lines: invoiceLinesWithinLimit(
    z
      .array(invoiceLineInputSchema)
      .min(1, { error: MONEY_MESSAGES.invoiceLinesRequired })
      .max(INVOICE_LINES_MAX, { error: MONEY_MESSAGES.invoiceLinesRequired }),
  ),
});
export type CreditNoteInput = z.output<typeof creditNoteInputSchema>;

export const draftFromSalesInputSchema = z
  .object({
    recipientKind: z.enum(RECIPIENT_KINDS, { error: MONEY_MESSAGES.recipientRequired }),
    recipientId: z.uuid({ error: MONEY_MESSAGES.recipientRequired }),
    from: dayField,
    to: dayField,
    language: z.enum(LANGUAGES).nullish(),
  })
  .refine((d) => d.from <= d.to, { error: MONEY_MESSAGES.periodInvalid, path: ['to'] });
export type DraftFromSalesInput = z.output<typeof draftFromSalesInputSchema>;

export const paymentInputSchema = z.object({
  invoiceId: z.uuid({ error: MONEY_MESSAGES.invoiceNotFound }),
  amountMinor: z
    .number({ error: MONEY_MESSAGES.amountPositive })
    .int({ error: MESSAGES.wholeNumber })
    .min(1, { error: MONEY_MESSAGES.amountPositive })
    .max(AMOUNT_MAX_MINOR, { error: MONEY_MESSAGES.amountRange }),
  method: paymentMethodField,
  paidOn: dayField,
  reference: optionalText(INPUT_MAX),
});
export type PaymentInput = z.output<typeof paymentInputSchema>;

export const voidPaymentInputSchema = z.object({
  paymentId: z.uuid({ error: MONEY_MESSAGES.paymentNotFound }),
  reason: requiredText(MONEY_MESSAGES.voidReasonRequired, TEXTAREA_MAX),
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
    error: MONEY_MESSAGES.periodInvalid,
    path: ['to'],
  });
export type InvoiceFilter = z.output<typeof invoiceFilterSchema>;
