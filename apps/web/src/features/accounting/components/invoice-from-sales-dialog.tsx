import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BUSINESS_SETTINGS_DEFAULTS } from '@back-office/domain/constants';
import { addDays, todayIn } from '@back-office/domain/periods';
import { resultCodeText } from '@back-office/domain/result-codes';
import { draftFromSalesInputSchema } from '@back-office/domain/schemas/accounting';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formSchema, showServerFieldErrors } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useDraftFromSales } from '../api/invoice';
import { useAccountingSettings } from '../api/list-invoices';
import { DOCUMENT_LANGUAGE_OPTIONS } from './labels';
import { RecipientFields } from './recipient-fields';

interface FromSalesForm {
  recipient: string;
  from: string;
  to: string;
  language: string;
}

const resolver = zodResolver(
  formSchema((form: FromSalesForm) => {
    const [recipientKind, recipientId] = form.recipient.split(':');
    return {
      recipientKind: recipientKind || undefined,
      recipientId: recipientId || undefined,
      from: form.from,
      to: form.to,
      language: form.language,
    };
  }, draftFromSalesInputSchema),
);

// Last month in the business's time zone: the period a monthly invoice of sales covers.
function lastMonth(timeZone: string) {
  const to = addDays(`${todayIn(timeZone).slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

// A draft built from a period's sales of one recipient, a line per sale not yet invoiced; the
// draft opens for review before it is posted.
export function InvoiceFromSalesDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation();
  const settings = useAccountingSettings().data;
  const draft = useDraftFromSales();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      recipient: '',
      language: settings?.language ?? 'en',
      ...lastMonth(settings?.timeZone ?? BUSINESS_SETTINGS_DEFAULTS.timezone),
    } as FromSalesForm,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await draft.mutateAsync(values);
      if (result.success && result.invoice) {
        showToast('success', t('invoiceSaved'));
        onClose();
        onSaved(result.invoice._id);
      } else {
        showToast('error', t(resultCodeText(result.messageCode) ?? 'unexpectedError'));
      }
    } catch (error) {
      showServerFieldErrors(error, ['recipient', 'from', 'to', 'language'] as const, setError);
    }
  });

  return (
    <FormDialog
      title={t('invoiceFromSalesTitle')}
      description={t('invoiceFromSalesText')}
      submitLabel={isSubmitting ? t('saving') : t('invoiceFromSalesSubmit')}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <RecipientFields field={register('recipient')} errors={errors} />
        <TextField
          label={t('invoiceFromSalesFrom')}
          type="date"
          required
          error={errors.from?.message}
          {...register('from')}
        />
        <TextField
          label={t('invoiceFromSalesTo')}
          type="date"
          required
          error={errors.to?.message}
          {...register('to')}
        />
        <SelectField
          label={t('invoiceLanguage')}
          options={DOCUMENT_LANGUAGE_OPTIONS}
          {...register('language')}
        />
      </div>
    </FormDialog>
  );
}
