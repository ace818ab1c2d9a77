import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function BusinessAnalyticsPage() {
  return (
    <ComingSoonPage title="pageBusinessAnalytics" description="pageBusinessAnalyticsDescription" />
  );
}
