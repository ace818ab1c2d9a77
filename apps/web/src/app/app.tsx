import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { SIGN_IN_ALIAS_PATH, SIGN_IN_PATH } from '@back-office/domain/routes';
import { GenericErrorBoundary } from '../components/ui/generic-error-boundary';
import { LiveAnnouncer } from '../components/ui/live-announcer';
import { LogoSpinner } from '../components/ui/logo-spinner';
import { ToastHost } from '../components/ui/toast-host';
import { PublicLayout } from './public-layout';
import { SessionExpiryRedirect } from './session-expiry-redirect';

function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const SignInRoute = lazyPage(
  () => import('./routes/sign-in-route'),
  (m) => m.SignInRoute,
);
const SignUpPage = lazyPage(
  () => import('../features/auth/components/sign-up-page'),
  (m) => m.SignUpPage,
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/components/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const NewPasswordPage = lazyPage(
  () => import('../features/auth/components/new-password-page'),
  (m) => m.NewPasswordPage,
);
const TwoStepVerificationPage = lazyPage(
  () => import('../features/auth/components/two-step-verification-page'),
  (m) => m.TwoStepVerificationPage,
);
const BusinessManagerTermsPage = lazyPage(
  () => import('../features/legal/components/legal-page'),
  (m) => m.BusinessManagerTermsPage,
);
const LegalAndPoliciesPage = lazyPage(
  () => import('../features/legal/components/legal-page'),
  (m) => m.LegalAndPoliciesPage,
);
const VerifyPage = lazyPage(
  () => import('../features/verify/components/verify-page'),
  (m) => m.VerifyPage,
);
const ProtectedRoutes = lazyPage(
  () => import('./protected-routes'),
  (m) => m.ProtectedRoutes,
);

export function App() {
  return (
    <BrowserRouter>
      <SessionExpiryRedirect />
      <LiveAnnouncer />
      <GenericErrorBoundary>
        <Suspense fallback={<LogoSpinner />}>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route path={SIGN_IN_PATH} element={<SignInRoute />} />
              <Route path="/signup" element={<SignUpPage />} />
              <Route path="/reset-password" element={<ResetPasswordPage />} />
              <Route path="/reset-password/confirm" element={<NewPasswordPage />} />
              <Route path="/two-step-verification" element={<TwoStepVerificationPage />} />
              <Route path="/business-manager-terms" element={<BusinessManagerTermsPage />} />
              <Route path="/all-legals" element={<LegalAndPoliciesPage />} />
            </Route>
            {/* The other spelling of the sign-in path leads to the same page. */}
            <Route path={SIGN_IN_ALIAS_PATH} element={<Navigate to={SIGN_IN_PATH} replace />} />
            {/* The customer's wallet (WALLET_PATH) is a page of its own, wallet.html: the server
                serves it, not this app (decision record 023). */}
            <Route path="/verify/:hash?" element={<VerifyPage />} />
            <Route path="*" element={<ProtectedRoutes />} />
          </Routes>
        </Suspense>
      </GenericErrorBoundary>
      <ToastHost />
    </BrowserRouter>
  );
}
