import { ActionQueueCard } from './action-queue-card';
import { AnalyticsLayout } from './analytics-layout';
import { OverviewCards } from './overview-cards';
import { TopMerchantsCard, TopOffersCard } from './ranking-cards';
import { SeriesCharts } from './series-charts';

// / for the provider's administrators: every business's figures for a period.
export function AdminDashboard() {
  return (
    <AnalyticsLayout title="pageAdminDashboard" description="pageAdminDashboardDescription">
      {(period) => (
        <>
          <OverviewCards scope="platform" period={period} />
          <SeriesCharts scope="platform" period={period} />
          <div className="grid gap-6 lg:grid-cols-2">
            <TopMerchantsCard period={period} />
            <TopOffersCard scope="platform" period={period} />
            <ActionQueueCard scope="platform" />
          </div>
        </>
      )}
    </AnalyticsLayout>
  );
}
