import { useTranslation } from '../../../lib/i18n/use-translation';
import { Amount } from '../../../components/ui/amount';
import { Dialog } from '../../../components/ui/dialog';
import { QueryStatus } from '../../../components/ui/query-status';
import type { AffiliateFieldsFragment } from '../../../gql/graphql';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useReferrals } from '../api/affiliates';

// What one affiliate brought and earned: its referred businesses and customers, newest first.
export function AffiliateDetailsDialog({
  affiliate,
  onClose,
}: {
  affiliate: AffiliateFieldsFragment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const referrals = useReferrals(affiliate._id);
  return (
    <Dialog
      title={t('affiliateDetails', { name: affiliate.name })}
      description={`${affiliate.email} · ${affiliate.code}`}
      onClose={onClose}
      closeLabel={t('close')}
      variant="drawer"
    >
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('affiliateEarned')}</dt>
          <dd className="font-semibold">
            <Amount minorUnits={affiliate.earnedMinor} currency="EUR" />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('affiliatePaid')}</dt>
          <dd className="font-semibold">
            <Amount minorUnits={affiliate.paidMinor} currency="EUR" />
          </dd>
        </div>
      </dl>
      <h3 className="mt-6 mb-2 text-sm font-semibold">{t('affiliateReferrals')}</h3>
      {!referrals.isSuccess ? (
        <QueryStatus failed={referrals.isError} onRetry={() => void referrals.refetch()} />
      ) : referrals.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('affiliateNoReferrals')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {referrals.data.map((r) => (
            <li key={`${r.kind}-${r.id}`} className="flex justify-between gap-2 py-2">
              <span>
                {r.name}{' '}
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  (
                  {r.kind === 'business'
                    ? t('affiliateReferralBusiness')
                    : t('affiliateReferralCustomer')}
                  )
                </span>
              </span>
              <span className="tabular-nums text-slate-600 dark:text-slate-400">
                {dates.date(r.attributedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
