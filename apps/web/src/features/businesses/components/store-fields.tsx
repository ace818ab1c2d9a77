import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PhoneInput } from '../../../components/ui/phone-input';
import { TextField } from '../../../components/ui/text-field';
import type { StoreFormValues } from '../store-form';

// A store's name, address and phone, inside the <FormProvider> of a StoreFormValues form.
export function StoreFields({ focusFirst = false }: { focusFirst?: boolean }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors, defaultValues },
  } = useFormContext<StoreFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('storeName')}
        className="sm:col-span-2"
        required
        data-autofocus={focusFirst || undefined}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('businessProfileAddress')}
        className="sm:col-span-2"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={t('businessProfileCity')}
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField
        label={t('businessProfilePostalCode')}
        error={errors.postalCode?.message}
        {...register('postalCode')}
      />
      <TextField label={t('country')} error={errors.country?.message} {...register('country')} />
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneInput
            label={t('storePhone')}
            name={field.name}
            ref={field.ref}
            defaultValue={defaultValues?.phone}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}
