import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Check, Search } from 'lucide-react';
import {
  BUSINESS_LIST_MAX_HEIGHT_PX,
  BUSINESS_SEARCH_THRESHOLD,
} from '@back-office/domain/constants';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { inputClass } from '../../../components/ui/text-field';
import { isRequestFailure } from '../../../lib/graphql/errors';
import { showToast } from '../../../lib/toast';
import type { Membership } from '../../../lib/session/session-store';
import { BusinessNotSelectedError } from '../api/select-business';
import { BusinessAvatar } from './business-avatar';

interface BusinessSelectionModalProps {
  businesses: readonly Membership[];
  currentMerchantId: string | null;
  // Resolves once the business is selected; the modal reports a failure and stays.
  onSelect: (merchantId: string) => Promise<void>;
  // Absent when the modal may not be dismissed: opened from sign-in, or no business chosen yet.
  onClose?: () => void;
  onSignOut?: () => void;
}

// The choice of the business to act for. While one is being selected the others wait, and the
// current one cannot be chosen again.
export function BusinessSelectionModal({
  businesses,
  currentMerchantId,
  onSelect,
  onClose,
  onSignOut,
}: BusinessSelectionModalProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [selecting, setSelecting] = useState<string | null>(null);
  const searchable = businesses.length > BUSINESS_SEARCH_THRESHOLD;
  const trimmed = query.trim().toLowerCase();
  const shown = useMemo(
    () =>
      trimmed
        ? businesses.filter((business) => business.merchantId.name.toLowerCase().includes(trimmed))
        : businesses,
    [businesses, trimmed],
  );

  async function choose(merchantId: string) {
    setSelecting(merchantId);
    try {
      await onSelect(merchantId);
    } catch (error) {
      if (error instanceof BusinessNotSelectedError)
        showToast('error', t('failedToSelectBusiness'));
      else if (!isRequestFailure(error)) showToast('error', t('businessSelectionFailed'));
      setSelecting(null);
    }
  }

  return (
    <Dialog
      title={t('selectBusinessTitle')}
      description={t('selectBusinessSubtitle')}
      onClose={selecting ? undefined : onClose}
      closeLabel={t('close')}
      footer={
        onSignOut && (
          <Button
            variant="ghost"
            onClick={onSignOut}
            disabled={selecting !== null}
            className="w-full"
          >
            {t('signOut')}
          </Button>
        )
      }
    >
      {businesses.length === 0 ? (
        <div className="py-8 text-center">
          <p className="font-semibold">{t('noBusinesses')}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('contactAdministrator')}
          </p>
        </div>
      ) : (
        <>
          {searchable && (
            <label className="relative mb-3 block">
              <span className="sr-only">{t('searchBusinesses')}</span>
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('searchBusinesses')}
                data-autofocus
                className={`${inputClass} border-slate-300 pl-9 dark:border-slate-700`}
              />
            </label>
          )}
          {shown.length === 0 ? (
            <div className="py-6 text-center text-sm">
              <p>{t('noResultsFor', { query: query.trim() })}</p>
              <Button variant="secondary" className="mt-3" onClick={() => setQuery('')}>
                {t('clear')}
              </Button>
            </div>
          ) : (
            <ul
              className="-mx-1 space-y-1 overflow-y-auto px-1"
              style={{ maxHeight: BUSINESS_LIST_MAX_HEIGHT_PX }}
            >
              {shown.map((business) => {
                const id = business.merchantId._id;
                const current = id === currentMerchantId;
                const loading = selecting === id;
                return (
                  <li key={business._id}>
                    <button
                      type="button"
                      onClick={() => void choose(id)}
                      disabled={current || (selecting !== null && !loading)}
                      aria-current={current || undefined}
                      aria-busy={loading || undefined}
                      className={`flex w-full items-center gap-3 rounded-xl border p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed ${
                        current
                          ? 'border-brand-500 bg-brand-50 dark:bg-brand-500/10'
                          : 'border-slate-200 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-800 dark:hover:bg-slate-800'
                      }`}
                    >
                      <BusinessAvatar business={business} />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">
                          {business.merchantId.name}
                        </span>
                        {business.position && (
                          <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                            {business.position}
                          </span>
                        )}
                      </span>
                      {loading && <Spinner className="size-5 text-brand-600" />}
                      {current && (
                        <>
                          <Check className="size-5 text-brand-600" aria-hidden="true" />
                          <span className="sr-only">{t('currentBusiness')}</span>
                        </>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </Dialog>
  );
}
