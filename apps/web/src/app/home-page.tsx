import { lazy, type ComponentType } from 'react';
import { dashboardKind } from '@back-office/domain/landing';
import type { AppRole } from '@back-office/domain/roles';
import { useSession } from '../lib/session/use-session';

// Home is a different page for each kind of role; each is its own chunk, as other pages are.
const HOME_PAGES = {
  admin: () =>
    import('../features/analytics/components/admin-dashboard').then((m) => ({
      default: m.AdminDashboard as ComponentType,
    })),
  'business-analytics': () =>
    import('../features/analytics/components/business-analytics-page').then((m) => ({
      default: m.BusinessAnalyticsPage as ComponentType,
    })),
  'scanner-history': () =>
    import('../features/scanner/components/scanner-history-page').then((m) => ({
      default: m.ScannerHistoryPage as ComponentType,
    })),
};

const PAGES = {
  admin: lazy(HOME_PAGES.admin),
  'business-analytics': lazy(HOME_PAGES['business-analytics']),
  'scanner-history': lazy(HOME_PAGES['scanner-history']),
};

/** Fetches the code of the role's home page ahead of a visit. */
export function preloadHomePage(role: AppRole | null): void {
  void HOME_PAGES[dashboardKind(role)]();
}

// / is the admin dashboard for the provider's administrators, business analytics for an
// executive, and the scanner history for every other role.
export function HomePage() {
  const { role } = useSession();
  const Page = PAGES[dashboardKind(role)];
  return <Page />;
}
