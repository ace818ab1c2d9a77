import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { groupIban } from '@back-office/domain/accounting';
import { bankDetailsSchema } from '@back-office/domain/schemas/people';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { BusinessProfileFieldsFragment } from '../../../gql/graphql';
import { showServerFieldErrors } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toast';
import { useUpdateBankDetails } from '../api/update-bank-details';

type BankDetails = BusinessProfileFieldsFragment['bankDetails'];

const resolver = zodResolver(bankDetailsSchema);

const FIELDS = ['bankName', 'iban', 'bic', 'paymentTerms'] as const;

// The IBAN is stored without spaces and shown in groups of four, as it is read out.
function formValues(details: BankDetails) {
  return {
    bankName: details.bankName ?? '',
    iban: details.iban ? groupIban(details.iban) : '',
    bic: details.bic ?? '',
    paymentTerms: details.paymentTerms ?? '',
  };
}

// The bank account and payment terms printed on the business's invoices.
export function BankDetailsForm({
  details,
  editable,
}: {
  details: BankDetails;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateBankDetails();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, mode: 'onTouched', defaultValues: formValues(details) });
  const terms = useWatch({ control, name: 'paymentTerms' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync(values);
      if (!result.profile) return;
      reset(formValues(result.profile.bankDetails));
      showToast('success', t('changesSaved'));
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('businessProfileBankName')}
          className="sm:col-span-2"
          error={errors.bankName?.message}
          {...register('bankName')}
        />
        <TextField
          label={t('businessProfileIban')}
          autoComplete="off"
          spellCheck={false}
          error={errors.iban?.message}
          {...register('iban')}
        />
        <TextField
          label={t('businessProfileBic')}
          autoComplete="off"
          spellCheck={false}
          error={errors.bic?.message}
          {...register('bic')}
        />
        <TextareaField
          label={t('businessProfilePaymentTerms')}
          className="sm:col-span-2"
          count={terms?.length ?? 0}
          error={errors.paymentTerms?.message}
          {...register('paymentTerms')}
        />
      </fieldset>
      {editable && (
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('saving') : t('businessProfileSaveBank')}
        </Button>
      )}
    </form>
  );
}
