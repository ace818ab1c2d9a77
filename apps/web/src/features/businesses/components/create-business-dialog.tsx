import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { resultCodeText } from '@back-office/domain/result-codes';
import { CompanyFields } from '../../../components/company/company-fields';
import { PersonFields } from '../../../components/people/person-fields';
import { FormDialog } from '../../../components/ui/form-dialog';
import { showServerFieldErrors } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useCreateBusiness, type CreatedBusiness } from '../api/create-business';
import {
  blankCreateBusinessForm,
  CREATE_BUSINESS_FIELDS,
  createBusinessFormSchema,
  EXECUTIVE_NAMES,
  toCreateBusinessVariables,
  toCreateFormError,
} from '../business-form';
import { BusinessCreatedDialog } from './business-created-dialog';
import { FormSection } from './form-section';

const resolver = zodResolver(createBusinessFormSchema);

// A new business: every company field and its first EXECUTIVE, who gets an invitation to set a
// password (or the membership at once, with an account already). Then what was done.
export function CreateBusinessDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateBusiness();
  const [created, setCreated] = useState<CreatedBusiness | null>(null);
  const form = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: blankCreateBusinessForm(),
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const companyName = useWatch({ control, name: 'companyName' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await create.mutateAsync(toCreateBusinessVariables(values));
      if (result.success && result.business) setCreated(result);
      else showToast('error', t(resultCodeText(result.messageCode) ?? 'unexpectedError'));
    } catch (error) {
      showServerFieldErrors(toCreateFormError(error), CREATE_BUSINESS_FIELDS, setError);
    }
  });

  if (created?.business) {
    return (
      <BusinessCreatedDialog
        created={{ ...created, business: created.business }}
        onClose={onClose}
      />
    );
  }

  return (
    <FormProvider {...form}>
      <FormDialog
        title={t('newBusiness')}
        description={t('businessCreateText')}
        submitLabel={isSubmitting ? t('businessCreating') : t('businessCreate')}
        submitting={isSubmitting}
        onSubmit={(event) => void onSubmit(event)}
        onClose={onClose}
      >
        <FormSection title={t('companySection')}>
          <CompanyFields storedLogo={null} businessName={companyName || '?'} focusFirst />
        </FormSection>
        <FormSection title={t('businessFirstExecutive')} text={t('businessFirstExecutiveText')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <PersonFields names={EXECUTIVE_NAMES} />
          </div>
        </FormSection>
      </FormDialog>
    </FormProvider>
  );
}
