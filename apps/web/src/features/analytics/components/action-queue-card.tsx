import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { TranslationKey } from '../../../lib/i18n/en';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { useActionQueue, type AnalyticsScope } from '../api/analytics';
import { AnalyticsCard } from './analytics-card';
import { useAnalyticsFormat } from './analytics-format';

// Work waiting in other areas land here as those areas do; an unknown key shows as it is.
const QUEUE_LABELS: Record<string, TranslationKey> = {
  pendingOffers: 'analyticsQueuePendingOffers',
  overdueInvoices: 'analyticsQueueOverdueInvoices',
  lowStock: 'analyticsQueueLowStock',
  overdueTickets: 'analyticsQueueOverdueTickets',
  pastDueSubscriptions: 'analyticsQueuePastDueSubscriptions',
  pendingCampaigns: 'analyticsQueuePendingCampaigns',
};

// Counts of waiting work, each a link to the filtered list where it is done.
export function ActionQueueCard({ scope }: { scope: AnalyticsScope }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const format = useAnalyticsFormat();
  const query = useActionQueue(scope);
  return (
    <AnalyticsCard
      title={t('analyticsActionQueue')}
      query={query}
      isEmpty={query.data?.length === 0}
      empty={t('analyticsNothingWaiting')}
      testId="action-queue"
    >
      {() => (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {query.data!.map((item) => (
            <li key={item.key}>
              <Link
                to={item.href}
                className="flex items-center justify-between gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
              >
                <span>{label(QUEUE_LABELS, item.key)}</span>
                <span className="flex items-center gap-1 font-semibold tabular-nums">
                  {format.count(item.count)}
                  <ChevronRight className="size-4" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AnalyticsCard>
  );
}
