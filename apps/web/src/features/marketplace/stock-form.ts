import { stripTags, validateTextarea } from '@back-office/domain/inputs';
import { stockAdjustmentSchema } from '@back-office/domain/schemas/marketplace';
import { formSchema, optionalNumber } from '../../lib/forms';

export interface StockFormValues {
  productId: string;
  // Signed: 10 adds ten, -3 removes three.
  delta: string;
  reason: string;
}

export const STOCK_FORM_FIELDS = [
  'delta',
  'reason',
] as const satisfies readonly (keyof StockFormValues)[];

export const REASON_MAX = 500;

export const stockFormSchema = formSchema(
  (form: StockFormValues) => ({
    productId: form.productId,
    delta: optionalNumber(form.delta),
    reason: stripTags(form.reason).trim(),
  }),
  stockAdjustmentSchema,
  (form) => ({ reason: validateTextarea(form.reason, REASON_MAX) }),
);
