import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { canEnterRoute } from '@back-office/domain/actions';
import { shouldRedirectToFirstMenuItem } from '@back-office/domain/menus';
import type { AppRole } from '@back-office/domain/roles';
import { HOME_PATH } from '@back-office/domain/routes';
import { LogoSpinner } from '../components/ui/logo-spinner';

// A role that may not enter the page goes to /; then the menu rule, whose scope the domain
// decides (only pages the route table forbids as well, so a page the role may enter stays open).
export function RouteAccess({ role }: { role: AppRole | null }) {
  const { pathname } = useLocation();
  if (!canEnterRoute(pathname, role)) return <Navigate to={HOME_PATH} replace />;
  const menuTarget = shouldRedirectToFirstMenuItem(pathname, role);
  if (menuTarget) return <Navigate to={menuTarget} replace />;
  return (
    <Suspense fallback={<LogoSpinner />}>
      <Outlet />
    </Suspense>
  );
}
