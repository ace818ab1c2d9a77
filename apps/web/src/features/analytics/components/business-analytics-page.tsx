import { ActionQueueCard } from './action-queue-card';
import { AnalyticsLayout } from './analytics-layout';
import { HeatmapCard } from './heatmap-card';
import { OverviewCards } from './overview-cards';
import { LowStockCard, TopOffersCard, TopProductsCard } from './ranking-cards';
import { SeriesCharts } from './series-charts';

// / for an executive, and /business-analytics: the selected business's figures for a period.
export function BusinessAnalyticsPage() {
  return (
    <AnalyticsLayout title="pageBusinessAnalytics" description="pageBusinessAnalyticsDescription">
      {(period) => (
        <>
          <OverviewCards scope="business" period={period} />
          <SeriesCharts scope="business" period={period} withCustomers />
          <div className="grid gap-6 lg:grid-cols-2">
            <TopOffersCard scope="business" period={period} />
            <TopProductsCard period={period} />
            <HeatmapCard period={period} />
            <LowStockCard />
            <ActionQueueCard scope="business" />
          </div>
        </>
      )}
    </AnalyticsLayout>
  );
}
