import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PhoneInput } from '../ui/phone-input';
import { TextField } from '../ui/text-field';
import type { CompanyFormValues } from './company-form-values';

interface CompanyIdentityFieldsProps {
  // Sign-up asks for the company's email and phone; a business's profile may leave them out.
  contactRequired?: boolean;
  // In a dialog, the first field takes the focus.
  focusFirst?: boolean;
}

// Who a company is and how to reach it: the company fields sign-up shares with every business
// form. Inside a <FormProvider> whose values include these CompanyFormValues names; laid out by
// the grid around them.
export function CompanyIdentityFields({
  contactRequired = false,
  focusFirst = false,
}: CompanyIdentityFieldsProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors, defaultValues },
  } = useFormContext<CompanyFormValues>();
  return (
    <>
      <TextField
        label={t('companyName')}
        autoComplete="organization"
        required
        data-autofocus={focusFirst || undefined}
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <TextField
        label={t('companyLegalName')}
        required
        error={errors.companyLegalName?.message}
        {...register('companyLegalName')}
      />
      <TextField
        label={t('companyEmail')}
        type="email"
        autoComplete="email"
        required={contactRequired}
        error={errors.companyEmail?.message}
        {...register('companyEmail')}
      />
      <Controller
        control={control}
        name="companyPhone"
        render={({ field, fieldState }) => (
          <PhoneInput
            label={t('companyPhone')}
            name={field.name}
            ref={field.ref}
            defaultValue={defaultValues?.companyPhone}
            onChange={field.onChange}
            onBlur={field.onBlur}
            required={contactRequired}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
