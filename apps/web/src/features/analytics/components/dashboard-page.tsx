import { dashboardKind } from '@back-office/domain/landing';
import { ComingSoonPage } from '../../../components/ui/coming-soon-page';
import { useSession } from '../../../lib/session/use-session';
import { AdminDashboard } from './admin-dashboard';
import { BusinessAnalyticsPage } from './business-analytics-page';

// SPEC §2: / shows the admin dashboard to ADMIN, business analytics to EXECUTIVE and the
// scanner history to everyone else.
export function DashboardPage() {
  const { role } = useSession();
  switch (dashboardKind(role)) {
    case 'admin':
      return <AdminDashboard />;
    case 'business-analytics':
      return <BusinessAnalyticsPage />;
    default:
      return (
        <ComingSoonPage title="pageScannerHistory" description="pageScannerHistoryDescription" />
      );
  }
}
