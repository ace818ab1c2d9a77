import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import { serviceInputSchema } from '@back-office/domain/schemas/people';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { ServiceFieldsFragment } from '../../../gql/graphql';
import { useBusinessCurrency } from '../../../lib/business-profile/use-business-currency';
import {
  formSchema,
  majorUnits,
  minorUnits,
  optionalNumber,
  showServerFieldErrors,
} from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';

interface ServiceForm {
  name: string;
  description: string;
  durationMinutes: string;
  // In major units as typed (12.50); the API takes minor units.
  priceMinor: string;
  active: boolean;
}

const FIELDS = ['name', 'description', 'durationMinutes', 'priceMinor'] as const;

const resolver = zodResolver(
  formSchema(
    (form: ServiceForm) => ({
      ...form,
      durationMinutes: optionalNumber(form.durationMinutes),
      priceMinor: minorUnits(form.priceMinor),
    }),
    serviceInputSchema,
  ),
);

function formValues(service: ServiceFieldsFragment | null): ServiceForm {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    durationMinutes: service ? String(service.durationMinutes) : '',
    priceMinor: service ? majorUnits(service.priceMinor) : '',
    active: service?.active ?? true,
  };
}

// Adds a service, or edits `service`. Prices are in the business's currency.
export function ServiceDialog({
  service,
  onClose,
}: {
  service: ServiceFieldsFragment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const currency = useBusinessCurrency();
  const create = useCreateService();
  const update = useUpdateService();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, mode: 'onTouched', defaultValues: formValues(service) });
  const description = useWatch({ control, name: 'description' });

  const onSubmit = handleSubmit(async (values) => {
    const input = { ...values, currency };
    try {
      const result = service
        ? await update.mutateAsync({ id: service._id, input })
        : await create.mutateAsync(input);
      if (result.success) {
        showToast('success', t('changesSaved'));
        onClose();
      } else if (result.messageCode === RESULT_CODES.SERVICE_NOT_FOUND) {
        showToast('error', t('serviceNotFound'));
        onClose();
      } else {
        showToast('error', t('unexpectedError'));
      }
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
    }
  });

  return (
    <FormDialog
      title={service ? t('serviceEditTitle') : t('serviceAddTitle')}
      submitLabel={isSubmitting ? t('saving') : t('serviceSave')}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <TextField
        label={t('serviceName')}
        required
        data-autofocus
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        label={t('serviceDescription')}
        count={description.length}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('serviceDuration')}
          inputMode="numeric"
          required
          trailing={<span className="pr-3 text-sm text-slate-500">{t('serviceMinutesShort')}</span>}
          error={errors.durationMinutes?.message}
          {...register('durationMinutes')}
        />
        <TextField
          label={t('servicePrice')}
          inputMode="decimal"
          required
          trailing={<span className="pr-3 text-sm text-slate-500">{currency}</span>}
          error={errors.priceMinor?.message}
          {...register('priceMinor')}
        />
      </div>
      <SwitchField
        label={t('serviceActive')}
        description={t('serviceActiveText')}
        {...register('active')}
      />
    </FormDialog>
  );
}
