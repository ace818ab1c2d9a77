// Counter sales, refunds and the sales list's filter: the forms' rules, applied by the server to
// the same operations' arguments.
import { z } from 'zod';
import { PAYMENT_METHODS, TEXTAREA_MAX, INPUT_MAX } from '../constants';
import { isCalendarDay } from '../periods';
import { AMOUNT_MAX_MINOR, linesWithinLimit } from '../accounting';
import { SALE_KINDS, SALE_LINES_MAX, SALE_QUANTITY_MAX } from '../sales';
import { optionalId, optionalText } from './fields';
import { priceMinorField } from './marketplace';
import { msg } from '../message-keys';

export const dayField = z.string().refine(isCalendarDay, { error: msg('invalidDate') });

export const paymentMethodField = z.enum(PAYMENT_METHODS, {
  error: msg('paymentMethodInvalid'),
});

export const saleLineInputSchema = z
  .object({
    // A line is one of the business's products, or a free text with its own amount.
    productId: optionalId,
    description: optionalText(INPUT_MAX),
    quantity: z
      .number({ error: msg('wholeNumber') })
      .int({ error: msg('wholeNumber') })
      .min(1, { error: msg('quantityPositive') })
      .max(SALE_QUANTITY_MAX, { error: msg('saleQuantityRange') }),
    unitAmountMinor: priceMinorField,
  })
  .refine((line) => line.productId !== null || line.description !== null, {
    error: msg('descriptionRequired'),
    path: ['description'],
  });
export type SaleLineInput = z.output<typeof saleLineInputSchema>;

export const counterSaleInputSchema = z.object({
  requestId: z.uuid({ error: msg('requestIdInvalid') }),
  paymentMethod: paymentMethodField,
  storeId: optionalId,
  customerId: optionalId,
  lines: z
    .array(saleLineInputSchema)
    .min(1, { error: msg('saleLinesRequired') })
    .max(SALE_LINES_MAX, { error: msg('saleLinesRequired') })
    .refine(
      (lines) =>
        linesWithinLimit(
          lines.map((l) => ({ quantity: l.quantity, unitAmount: l.unitAmountMinor })),
        ),
      { error: msg('totalTooLarge') },
    ),
});
export type CounterSaleInput = z.output<typeof counterSaleInputSchema>;

export const refundInputSchema = z.object({
  requestId: z.uuid({ error: msg('requestIdInvalid') }),
  saleId: z.uuid({ error: msg('saleNotFound') }),
  amountMinor: z
    .number({ error: msg('amountPositive') })
    .int({ error: msg('wholeNumber') })
    .min(1, { error: msg('amountPositive') })
    .max(AMOUNT_MAX_MINOR, { error: msg('amountRange') }),
  reason: optionalText(TEXTAREA_MAX),
});
export type RefundInput = z.output<typeof refundInputSchema>;

export const saleFilterSchema = z
  .object({
    // The provider's staff only; others always see the selected business.
    merchantId: optionalId,
    from: dayField.nullish(),
    to: dayField.nullish(),
    paymentMethod: z
      .enum([...PAYMENT_METHODS, 'Coupon'], { error: msg('paymentMethodInvalid') })
      .nullish(),
    storeId: optionalId,
    employeeId: optionalId,
    kind: z.enum(SALE_KINDS).nullish(),
    search: optionalText(INPUT_MAX),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    error: msg('periodInvalid'),
    path: ['to'],
  });
export type SaleFilter = z.output<typeof saleFilterSchema>;
