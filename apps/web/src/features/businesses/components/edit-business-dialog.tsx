import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { companyInputSchema } from '@back-office/domain/schemas/people';
import { CompanyFields } from '../../../components/company/company-fields';
import { COMPANY_FIELDS, companyFormValues } from '../../../components/company/company-form-values';
import type { Business } from '../api/business-fields';
import { useUpdateBusiness } from '../api/update-business';
import { SaveDialog } from './save-dialog';

const resolver = zodResolver(companyInputSchema);

// Every company field of a business, as the business's own profile page edits them.
export function EditBusinessDialog({
  business,
  onClose,
}: {
  business: Business;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateBusiness();
  const form = useForm({ resolver, mode: 'onTouched', defaultValues: companyFormValues(business) });
  return (
    <SaveDialog
      form={form}
      fields={COMPANY_FIELDS}
      title={t('businessEditTitle')}
      description={business.name}
      submitLabel={t('saveChanges')}
      save={(input) => update.mutateAsync({ id: business._id, input })}
      onClose={onClose}
    >
      <CompanyFields storedLogo={business.companyLogo} businessName={business.name} focusFirst />
    </SaveDialog>
  );
}
