import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TextField } from '../ui/text-field';
import { TextareaField } from '../ui/textarea-field';
import type { CompanyFormValues } from './company-form-values';
import { CompanyIdentityFields } from './company-identity-fields';
import { LogoField } from './logo-field';

interface CompanyFieldsProps {
  // The logo the business has now; shown until the form uploads or removes one.
  storedLogo: string | null;
  // Names the logo, and its initial stands in for a missing one.
  businessName: string;
  editable?: boolean;
  // In a dialog, the first field takes the focus.
  focusFirst?: boolean;
}

// A business's company fields, inside a react-hook-form <FormProvider> whose values include
// CompanyFormValues: the business profile's own form and the ADMIN's business forms share them.
export function CompanyFields({
  storedLogo,
  businessName,
  editable = true,
  focusFirst = false,
}: CompanyFieldsProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<CompanyFormValues>();
  const description = useWatch({ control, name: 'companyDescription' });
  const logoImageId = useWatch({ control, name: 'logoImageId' });
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const logoUrl = logoImageId === undefined ? storedLogo : logoImageId ? uploadedUrl : null;

  return (
    <>
      <LogoField
        url={logoUrl}
        businessName={businessName}
        editable={editable}
        onUploaded={(image) => {
          setUploadedUrl(image.url);
          setValue('logoImageId', image.id, { shouldDirty: true });
        }}
        onRemove={() => setValue('logoImageId', null, { shouldDirty: true })}
      />
      <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
        <CompanyIdentityFields focusFirst={focusFirst} />
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
    </>
  );
}
