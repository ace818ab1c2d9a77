import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SIGN_IN_PATH } from '@back-office/domain/routes';
import { LogoSpinner } from '../components/ui/logo-spinner';
import { useSession } from '../lib/session/use-session';
import type { PreviousLocationState } from './previous-location';

const AuthenticatedLayout = lazy(() =>
  import('./authenticated-layout').then((module) => ({ default: module.AuthenticatedLayout })),
);

// Protected routes need a session, else /signin; a spinner with the logo while the start-up
// check runs. After a refused refresh the page stays until the expiry redirect.
export function ProtectedRoute() {
  const { status, expired } = useSession();
  const location = useLocation();
  if (status === 'loading' || (expired && status !== 'authenticated')) return <LogoSpinner />;
  if (status !== 'authenticated') {
    const state: PreviousLocationState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={SIGN_IN_PATH} replace state={state} />;
  }
  return (
    <Suspense fallback={<LogoSpinner />}>
      <AuthenticatedLayout />
    </Suspense>
  );
}
