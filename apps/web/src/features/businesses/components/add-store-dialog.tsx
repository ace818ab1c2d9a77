import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Business } from '../api/business-fields';
import { useCreateStore } from '../api/create-store';
import { STORE_FIELDS, storeFormSchema, storeFormValues } from '../store-form';
import { SaveDialog } from './save-dialog';
import { StoreFields } from './store-fields';

const resolver = zodResolver(storeFormSchema);

// A new store of a business: where it is and its phone. Its opening hours are set on its own
// page, which the stores list links to.
export function AddStoreDialog({ business, onClose }: { business: Business; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateStore();
  const form = useForm({ resolver, mode: 'onTouched', defaultValues: storeFormValues(null) });
  return (
    <SaveDialog
      form={form}
      fields={STORE_FIELDS}
      title={t('storeAddTitle')}
      description={business.name}
      submitLabel={t('storeAdd')}
      save={(input) => create.mutateAsync({ merchantId: business._id, input })}
      savedText={(input) => t('storeCreated', { name: input.name })}
      onClose={onClose}
    >
      <StoreFields focusFirst />
    </SaveDialog>
  );
}
