import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { profileInputSchema } from '@back-office/domain/schemas/people';
import { Button } from '../../../components/ui/button';
import { PhoneInput } from '../../../components/ui/phone-input';
import { TextField } from '../../../components/ui/text-field';
import type { ProfileFieldsFragment } from '../../../gql/graphql';
import { showServerFieldErrors } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';

const resolver = zodResolver(profileInputSchema);

const FIELDS = ['firstName', 'lastName', 'phone', 'address', 'zipCode', 'city', 'country'] as const;

function formValues(profile: ProfileFieldsFragment) {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    zipCode: profile.zipCode ?? '',
    city: profile.city ?? '',
    country: profile.country ?? '',
  };
}

// The employee's own details: name, phone and address. The email is the sign-in identity:
// shown, not edited.
export function ProfileDetailsForm({ profile }: { profile: ProfileFieldsFragment }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, mode: 'onTouched', defaultValues: formValues(profile) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync(values);
      if (!result.employee) return;
      reset(formValues(result.employee));
      showToast('success', t('changesSaved'));
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('employeeFirstName')}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('employeeLastName')}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField label={t('email')} type="email" value={profile.email} readOnly disabled />
        <Controller
          control={control}
          name="phone"
          render={({ field, fieldState }) => (
            <PhoneInput
              label={t('employeePhone')}
              name={field.name}
              ref={field.ref}
              defaultValue={profile.phone}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label={t('profileAddress')}
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={t('profileZipCode')}
          autoComplete="postal-code"
          error={errors.zipCode?.message}
          {...register('zipCode')}
        />
        <TextField
          label={t('profileCity')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label={t('country')}
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('profileEmailHint')}</p>
      <Button type="submit" loading={isSubmitting}>
        {isSubmitting ? t('saving') : t('saveChanges')}
      </Button>
    </form>
  );
}
