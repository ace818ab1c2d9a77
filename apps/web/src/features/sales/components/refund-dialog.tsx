import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { resultCodeText } from '@back-office/domain/result-codes';
import { Amount } from '../../../components/ui/amount';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { SaleFieldsFragment } from '../../../gql/graphql';
import type { Currency } from '@back-office/domain/constants';
import { majorUnits, minorUnits, showServerFieldErrors } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useRefundSale } from '../api/record-sale';

interface RefundForm {
  amount: string;
  reason: string;
}

// Gives money back for a sale: a new negative sale pointing at it. What is left to refund is the
// default and the limit; the server holds the limit also when two refunds are made at once.
export function RefundDialog({ sale, onClose }: { sale: SaleFieldsFragment; onClose: () => void }) {
  const { t } = useTranslation();
  const refund = useRefundSale();
  const [requestId] = useState(() => crypto.randomUUID());
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RefundForm>({
    defaultValues: { amount: majorUnits(sale.refundableMinor), reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });

  const onSubmit = handleSubmit(async (values) => {
    const amountMinor = minorUnits(values.amount);
    if (amountMinor === undefined || Number.isNaN(amountMinor) || amountMinor <= 0) {
      setError('amount', { message: 'amountPositive' });
      return;
    }
    if (amountMinor > sale.refundableMinor) {
      setError('amount', { message: 'refundExceedsSale' });
      return;
    }
    try {
      const result = await refund.mutateAsync({
        requestId,
        saleId: sale._id,
        amountMinor,
        reason: values.reason || null,
      });
      if (result.success) {
        showToast('success', t('refundRecorded'));
        onClose();
      } else {
        showToast('error', t(resultCodeText(result.messageCode) ?? 'unexpectedError'));
      }
    } catch (error) {
      showServerFieldErrors(error, ['amount', 'reason'] as const, setError);
    }
  });

  return (
    <FormDialog
      title={t('saleRefundTitle')}
      description={t('saleRefundText')}
      submitLabel={isSubmitting ? t('saving') : t('saleRefund')}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('saleRefundable')}:{' '}
        <Amount minorUnits={sale.refundableMinor} currency={sale.currency as Currency} />
      </p>
      <TextField
        label={t('saleRefundAmount')}
        inputMode="decimal"
        required
        data-autofocus
        trailing={<span className="pr-3 text-sm text-slate-500">{sale.currency}</span>}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextareaField
        label={t('saleRefundReason')}
        count={reason.length}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </FormDialog>
  );
}
