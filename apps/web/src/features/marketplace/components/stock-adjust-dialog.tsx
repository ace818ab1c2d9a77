import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { z } from 'zod';
import type { stockAdjustmentSchema } from '@back-office/domain/schemas/marketplace';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { showServerFieldErrors } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useAdjustStock } from '../api/adjust-stock';
import type { Product } from '../api/product-fields';
import {
  REASON_MAX,
  STOCK_FORM_FIELDS,
  stockFormSchema,
  type StockFormValues,
} from '../stock-form';

const resolver = zodResolver(stockFormSchema);

// Adds or removes stock with a reason; the server records who did it, and refuses to go below
// zero.
export function StockAdjustDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation();
  const adjust = useAdjustStock();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StockFormValues, unknown, z.output<typeof stockAdjustmentSchema>>({
    resolver,
    mode: 'onTouched',
    defaultValues: { productId: product._id, delta: '', reason: '' },
  });
  const [delta, reason] = useWatch({ control, name: ['delta', 'reason'] });
  const change = Number(delta);
  const after =
    delta.trim() !== '' && Number.isInteger(change) ? product.stockQuantity + change : null;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await adjust.mutateAsync(input);
      showToast('success', t('stockAdjusted', { name: product.name }));
      onClose();
    } catch (error) {
      showServerFieldErrors(error, STOCK_FORM_FIELDS, setError);
    }
  });

  return (
    <FormDialog
      title={t('stockAdjustTitle', { name: product.name })}
      description={t('stockCurrent', { quantity: product.stockQuantity })}
      submitLabel={t('stockAdjustSave')}
      submitting={adjust.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <div>
        <TextField
          label={t('stockDelta')}
          required
          data-autofocus
          inputMode="numeric"
          placeholder={t('stockDeltaPlaceholder')}
          error={errors.delta?.message}
          {...register('delta')}
        />
        {after !== null && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('stockAfter', { quantity: after })}
          </p>
        )}
      </div>
      <TextareaField
        label={t('stockReason')}
        required
        maxLength={REASON_MAX}
        count={reason.length}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </FormDialog>
  );
}
