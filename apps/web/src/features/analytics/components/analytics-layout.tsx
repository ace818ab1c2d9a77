import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PageHeader } from '../../../components/ui/page-header';
import type { AnalyticsPeriod } from '../../../gql/graphql';
import type { TranslationKey } from '../../../lib/i18n/en';
import { useBusinessTimeZone } from '../../../lib/business-profile/use-business-date-format';
import { usePageMeta } from '../../../lib/page-meta';
import { PeriodBar } from './period-bar';
import { useAnalyticsPeriod } from './use-analytics-period';

// A dashboard page: its title, the period (in the selected business's time zone: the provider's
// for the provider's staff) and the cards, each given the period as the API takes it.
export function AnalyticsLayout({
  title,
  description,
  children,
}: {
  title: TranslationKey;
  description: TranslationKey;
  children: (period: AnalyticsPeriod) => ReactNode;
}) {
  const { t } = useTranslation();
  usePageMeta(title, description);
  const state = useAnalyticsPeriod(useBusinessTimeZone());
  const period: AnalyticsPeriod = { ...state.range, granularity: state.granularity };
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader title={t(title)} description={t(description)} />
      <PeriodBar state={state} />
      {children(period)}
    </div>
  );
}
