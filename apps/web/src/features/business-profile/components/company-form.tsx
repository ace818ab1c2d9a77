import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { companyInputSchema } from '@back-office/domain/schemas/people';
import { CompanyFields } from '../../../components/company/company-fields';
import { COMPANY_FIELDS, companyFormValues } from '../../../components/company/company-form-values';
import { Button } from '../../../components/ui/button';
import type { BusinessProfileFieldsFragment } from '../../../gql/graphql';
import { showServerFieldErrors } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useUpdateBusinessProfile } from '../api/update-business-profile';

type Business = BusinessProfileFieldsFragment['business'];

const resolver = zodResolver(companyInputSchema);

// The company fields of the selected business. Without the right to edit, the same
// fields are shown disabled, so everyone reads them the same way.
export function CompanyForm({ business, editable }: { business: Business; editable: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateBusinessProfile();
  const form = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: companyFormValues(business),
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync(values);
      if (!result.profile) return;
      // The saved logo now comes with the business the page shows.
      reset(companyFormValues(result.profile.business));
      showToast('success', t('changesSaved'));
    } catch (error) {
      showServerFieldErrors(error, COMPANY_FIELDS, setError);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <CompanyFields
          storedLogo={business.companyLogo}
          businessName={business.name}
          editable={editable}
        />
        {editable && (
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t('saving') : t('saveChanges')}
          </Button>
        )}
      </form>
    </FormProvider>
  );
}
