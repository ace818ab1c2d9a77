import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { QueryStatus } from '../../../components/ui/query-status';
import type { Business } from '../api/business-fields';
import { useStores } from '../api/list-stores';
import type { Store } from '../api/store-fields';
import { AddStoreDialog } from './add-store-dialog';

// Where a store is, in one line: street, postal code and city, country.
function storeAddress(store: Store): string {
  const town = [store.postalCode, store.city].filter(Boolean).join(' ');
  return [store.address, town, store.country].filter(Boolean).join(', ');
}

// A business's stores, each linking to its page (details, opening hours, delete), and a way
// to add one.
export function StoresDialog({ business, onClose }: { business: Business; onClose: () => void }) {
  const { t } = useTranslation();
  const stores = useStores(business._id);
  const [adding, setAdding] = useState(false);

  return (
    <>
      <Dialog
        title={t('storesTitle', { name: business.name })}
        onClose={onClose}
        closeLabel={t('close')}
        footer={
          <div className="flex justify-end">
            <Button onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('storeAdd')}
            </Button>
          </div>
        }
      >
        {!stores.data ? (
          <QueryStatus failed={stores.isError} onRetry={() => void stores.refetch()} />
        ) : stores.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {t('storesEmpty')}
          </p>
        ) : (
          <ul
            aria-label={t('businessStores')}
            className="divide-y divide-slate-200 dark:divide-slate-800"
          >
            {stores.data.map((store) => (
              <li key={store._id} className="flex items-start justify-between gap-4 py-3">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold">{store.name}</p>
                  {storeAddress(store) && (
                    <p className="text-slate-700 dark:text-slate-300">{storeAddress(store)}</p>
                  )}
                  {store.phone && (
                    <p className="text-slate-700 dark:text-slate-300">{store.phone}</p>
                  )}
                  <p className="text-slate-600 dark:text-slate-400">
                    {store.openingHours.length > 0
                      ? t('storeOpenDays', { count: store.openingHours.length })
                      : t('storeNoHours')}
                  </p>
                </div>
                <Link
                  to={`/businesses/stores/edit/${store._id}`}
                  aria-label={t('storeEditNamed', { name: store.name })}
                  className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100 dark:hover:bg-brand-500/10"
                >
                  {t('actionEdit')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
      {adding && <AddStoreDialog business={business} onClose={() => setAdding(false)} />}
    </>
  );
}
