import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { useCan } from '../../../lib/session/use-can';
import type { MySubscription } from '../api/my-subscription';

const linkClass =
  'font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-current';

// At the top of the business profile when the subscription needs the business: past due (pay the
// unpaid invoice, in Accounting → Received) or expired (ask the provider, through Support).
export function SubscriptionBanner({ mine }: { mine: MySubscription }) {
  const { t } = useTranslation();
  const can = useCan();
  const { status } = mine.subscription;
  if (status !== 'past_due' && status !== 'expired') return null;

  const expired = status === 'expired';
  const unpaid = mine.periods
    .filter((period) => period.invoiceId && period.invoicePaid === false)
    .flatMap((period) => (period.invoiceNumber ? [period.invoiceNumber] : []));
  return (
    <div
      role="alert"
      className={`flex gap-3 rounded-xl border p-4 text-sm ${
        expired
          ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200'
          : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200'
      }`}
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-semibold">
          {expired ? t('subscriptionBannerExpiredTitle') : t('subscriptionBannerPastDueTitle')}
        </p>
        {expired ? (
          <p>
            {t('subscriptionBannerExpiredText')}{' '}
            <Link to="/support" className={linkClass}>
              {t('subscriptionBannerContactSupport')}
            </Link>
          </p>
        ) : (
          <p>
            {unpaid.length > 0
              ? t('subscriptionBannerPastDueText', {
                  count: unpaid.length,
                  invoices: unpaid.join(', '),
                })
              : t('subscriptionBannerPastDueTextNoNumber')}{' '}
            {can('accounting:read') ? (
              <Link to="/accounting?tab=received" className={linkClass}>
                {t('subscriptionBannerOpenReceived')}
              </Link>
            ) : (
              t('subscriptionBannerAskAccountant')
            )}
          </p>
        )}
      </div>
    </div>
  );
}
