import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ChevronsUpDown } from 'lucide-react';
import { HOME_PATH } from '@back-office/domain/routes';
import { selectBusiness } from '../../features/business/api/select-business';
import { BusinessAvatar } from '../../features/business/components/business-avatar';
import { BusinessSelectionModal } from '../../features/business/components/business-selection-modal';
import type { Membership } from '../../lib/session/session-store';

// Choosing a business anywhere but at sign-in reloads the app on /, so nothing of the previous
// business remains.
export async function switchBusiness(merchantId: string): Promise<void> {
  await selectBusiness(merchantId);
  window.location.assign(HOME_PATH);
}

// On a phone the header's buttons leave the name little room: it wraps to two lines there,
// without the logo, rather than being cut to a letter or two.
const NAME_CLASS =
  'line-clamp-2 min-w-0 text-sm leading-tight font-medium break-words sm:line-clamp-1 sm:text-base';

// The business switcher opens the selection modal, and only with more than one business.
export function BusinessSwitcher({
  business,
  businesses,
}: {
  business: Membership;
  businesses: readonly Membership[];
}) {
  const { t } = useTranslation();
  const [switching, setSwitching] = useState(false);
  const name = business.merchantId.name;

  if (businesses.length <= 1)
    return (
      <div className="flex min-w-0 items-center gap-2 px-1 py-1.5">
        <BusinessAvatar business={business} className="size-8 text-sm max-sm:hidden" />
        <span className={NAME_CLASS}>{name}</span>
      </div>
    );

  return (
    <>
      <button
        type="button"
        onClick={() => setSwitching(true)}
        aria-haspopup="dialog"
        aria-label={`${t('switchBusiness')}: ${name}`}
        className="flex max-w-full min-w-0 items-center gap-2 rounded-lg px-1 py-1.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-2 dark:hover:bg-slate-800"
      >
        <BusinessAvatar business={business} className="size-8 text-sm max-sm:hidden" />
        <span className={NAME_CLASS}>{name}</span>
        <ChevronsUpDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      </button>
      {switching && (
        <BusinessSelectionModal
          businesses={businesses}
          currentMerchantId={business.merchantId._id}
          onSelect={switchBusiness}
          onClose={() => setSwitching(false)}
        />
      )}
    </>
  );
}
