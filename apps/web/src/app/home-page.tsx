import { lazy, type ComponentType } from 'react';
import { dashboardKind, type HomeKind } from '@back-office/domain/landing';
import type { AppRole } from '@back-office/domain/roles';
import { useSession } from '../lib/session/use-session';

const page = (load: () => Promise<ComponentType>) => () =>
  load().then((component) => ({ default: component }));

// Home is a different page for each kind of role, each reading only what that role's actions
// allow; each is its own chunk, as other pages are.
const HOME_PAGES: Record<HomeKind, () => Promise<{ default: ComponentType }>> = {
  admin: page(() =>
    import('../features/analytics/components/admin-dashboard').then((m) => m.AdminDashboard),
  ),
  'business-analytics': page(() =>
    import('../features/analytics/components/business-analytics-page').then(
      (m) => m.BusinessAnalyticsPage,
    ),
  ),
  accountant: page(() =>
    import('../features/accounting/components/accountant-home').then((m) => m.AccountantHome),
  ),
  marketing: page(() =>
    import('../features/advertisement/components/marketing-home').then((m) => m.MarketingHome),
  ),
  counter: page(() => import('./home/counter-home').then((m) => m.CounterHome)),
  employee: page(() => import('./home/employee-home').then((m) => m.EmployeeHome)),
};

const PAGES = Object.fromEntries(
  Object.entries(HOME_PAGES).map(([kind, load]) => [kind, lazy(load)]),
) as Record<HomeKind, ReturnType<typeof lazy>>;

/** Fetches the code of the role's home page ahead of a visit. */
export function preloadHomePage(role: AppRole | null): void {
  void HOME_PAGES[dashboardKind(role)]();
}

export function HomePage() {
  const { role } = useSession();
  const Page = PAGES[dashboardKind(role)];
  return <Page />;
}
