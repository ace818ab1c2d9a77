import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function UserAnalyticsPage() {
  return <ComingSoonPage title="pageUserAnalytics" description="pageUserAnalyticsDescription" />;
}
