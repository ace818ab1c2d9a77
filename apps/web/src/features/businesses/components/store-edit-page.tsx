import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { resultCodeText } from '@back-office/domain/result-codes';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryStatus } from '../../../components/ui/query-status';
import { showServerFieldErrors } from '../../../lib/forms';
import { usePageMeta } from '../../../lib/page-meta';
import { showToast } from '../../../lib/toast';
import { useDeleteStore } from '../api/delete-store';
import { useStore } from '../api/get-store';
import type { Store } from '../api/store-fields';
import { useUpdateStore } from '../api/update-store';
import { STORE_FIELDS, storeFormSchema, storeFormValues } from '../store-form';
import { OpeningHoursFields } from './opening-hours-fields';
import { StoreFields } from './store-fields';

const resolver = zodResolver(storeFormSchema);

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/businesses"
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('storeBackToBusinesses')}
    </Link>
  );
}

// /businesses/stores/edit/{id} (ADMIN): a store's details and opening hours.
export function StoreEditPage() {
  const { t } = useTranslation();
  usePageMeta('pageStoreEdit', 'pageStoreEditDescription');
  const { id = '' } = useParams();
  const store = useStore(id);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <BackLink />
      {store.data ? (
        // Keyed by store, so the form starts over with the fields of another one.
        <StoreEditForm key={store.data._id} store={store.data} />
      ) : store.data === null ? (
        <>
          <PageHeader title={t('pageStoreEdit')} />
          <p role="alert" className="text-slate-700 dark:text-slate-300">
            {t('storeNotFound')}
          </p>
        </>
      ) : (
        <QueryStatus failed={store.isError} onRetry={() => void store.refetch()} />
      )}
    </div>
  );
}

function StoreEditForm({ store }: { store: Store }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateStore();
  const remove = useDeleteStore();
  const [deleting, setDeleting] = useState(false);
  const form = useForm({ resolver, mode: 'onTouched', defaultValues: storeFormValues(store) });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const result = await update.mutateAsync({ id: store._id, input });
      showToast(
        result.success ? 'success' : 'error',
        t(resultCodeText(result.messageCode) ?? 'unexpectedError'),
      );
      if (result.store) reset(storeFormValues(result.store));
    } catch (error) {
      showServerFieldErrors(error, STORE_FIELDS, setError);
    }
  });

  async function deleteStore() {
    const result = await remove.mutateAsync(store._id);
    showToast(
      result.success ? 'success' : 'error',
      t(resultCodeText(result.messageCode) ?? 'unexpectedError'),
    );
    void navigate('/businesses');
  }

  return (
    <>
      <PageHeader
        title={t('pageStoreEdit')}
        description={t('storeOf', { name: store.name, business: store.merchantName })}
        actions={
          <Button variant="secondary" onClick={() => setDeleting(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('storeDelete')}
          </Button>
        }
      />
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
          <Card title={t('storeDetails')}>
            <StoreFields />
          </Card>
          <Card title={t('storeOpeningHours')} description={t('storeOpeningHoursText')}>
            <OpeningHoursFields />
          </Card>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t('saving') : t('saveChanges')}
          </Button>
        </form>
      </FormProvider>
      {deleting && (
        <ConfirmDialog
          title={t('storeDeleteTitle', { name: store.name })}
          message={t('storeDeleteText')}
          confirmLabel={t('storeDelete')}
          danger
          onConfirm={deleteStore}
          onClose={() => setDeleting(false)}
        />
      )}
    </>
  );
}
