import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { companyInputSchema } from '@back-office/domain/schemas/people';
import { Button } from '../../../components/ui/button';
import { PhoneInput } from '../../../components/ui/phone-input';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { BusinessProfileFieldsFragment } from '../../../gql/graphql';
import { showServerFieldErrors } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useUpdateBusinessProfile } from '../api/update-business-profile';
import { LogoField } from './logo-field';

type Business = BusinessProfileFieldsFragment['business'];

const resolver = zodResolver(companyInputSchema);

const FIELDS = [
  'name',
  'companyName',
  'companyLegalName',
  'tinOrVat',
  'companyEmail',
  'companyPhone',
  'companyAddress',
  'companyCity',
  'companyCountry',
  'companyPostalCode',
  'companyWebsite',
  'companyDescription',
  'logoImageId',
] as const;

// logoImageId is left out until a logo is uploaded or removed: absent keeps the stored one.
function formValues(business: Business) {
  return {
    name: business.name,
    companyName: business.companyName,
    companyLegalName: business.companyLegalName,
    tinOrVat: business.tinOrVat ?? '',
    companyEmail: business.companyEmail ?? '',
    companyPhone: business.companyPhone ?? '',
    companyAddress: business.companyAddress ?? '',
    companyCity: business.companyCity ?? '',
    companyCountry: business.companyCountry ?? '',
    companyPostalCode: business.companyPostalCode ?? '',
    companyWebsite: business.companyWebsite ?? '',
    companyDescription: business.companyDescription ?? '',
    logoImageId: undefined,
  };
}

// SPEC §3's company fields of the selected business. Without the right to edit, the same
// fields are shown disabled, so everyone reads them the same way.
export function CompanyForm({ business, editable }: { business: Business; editable: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateBusinessProfile();
  const [logoUrl, setLogoUrl] = useState(business.companyLogo);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, mode: 'onTouched', defaultValues: formValues(business) });
  const description = useWatch({ control, name: 'companyDescription' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync(values);
      if (!result.profile) return;
      reset(formValues(result.profile.business));
      setLogoUrl(result.profile.business.companyLogo);
      showToast('success', t('changesSaved'));
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <LogoField
        url={logoUrl}
        businessName={business.name}
        editable={editable}
        onUploaded={(image) => {
          setValue('logoImageId', image.id, { shouldDirty: true });
          setLogoUrl(image.url);
        }}
        onRemove={() => {
          setValue('logoImageId', null, { shouldDirty: true });
          setLogoUrl(null);
        }}
      />
      <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('companyName')}
          autoComplete="organization"
          required
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
          label={t('businessProfileShortName')}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('businessProfileTinOrVat')}
          error={errors.tinOrVat?.message}
          {...register('tinOrVat')}
        />
        <TextField
          label={t('companyEmail')}
          type="email"
          autoComplete="email"
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
              defaultValue={business.companyPhone}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label={t('businessProfileAddress')}
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors.companyAddress?.message}
          {...register('companyAddress')}
        />
        <TextField
          label={t('businessProfileCity')}
          autoComplete="address-level2"
          error={errors.companyCity?.message}
          {...register('companyCity')}
        />
        <TextField
          label={t('businessProfilePostalCode')}
          autoComplete="postal-code"
          error={errors.companyPostalCode?.message}
          {...register('companyPostalCode')}
        />
        <TextField
          label={t('country')}
          autoComplete="country-name"
          error={errors.companyCountry?.message}
          {...register('companyCountry')}
        />
        <TextField
          label={t('businessProfileWebsite')}
          type="url"
          autoComplete="url"
          placeholder="https://"
          error={errors.companyWebsite?.message}
          {...register('companyWebsite')}
        />
        <TextareaField
          label={t('businessProfileDescription')}
          className="sm:col-span-2"
          count={description?.length ?? 0}
          error={errors.companyDescription?.message}
          {...register('companyDescription')}
        />
      </fieldset>
      {editable && (
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('saving') : t('saveChanges')}
        </Button>
      )}
    </form>
  );
}
