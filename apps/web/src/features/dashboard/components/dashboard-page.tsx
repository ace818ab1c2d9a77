import { dashboardKind } from '@back-office/domain/landing';
import { ComingSoonPage } from '../../../components/ui/coming-soon-page';
import { useSession } from '../../../lib/session/use-session';

// SPEC §2: / shows the admin dashboard to ADMIN, business analytics to EXECUTIVE and the
// scanner history to everyone else.
export function DashboardPage() {
  const { role } = useSession();
  switch (dashboardKind(role)) {
    case 'admin':
      return (
        <ComingSoonPage title="pageAdminDashboard" description="pageAdminDashboardDescription" />
      );
    case 'business-analytics':
      return (
        <ComingSoonPage
          title="pageBusinessAnalytics"
          description="pageBusinessAnalyticsDescription"
        />
      );
    default:
      return (
        <ComingSoonPage title="pageScannerHistory" description="pageScannerHistoryDescription" />
      );
  }
}
