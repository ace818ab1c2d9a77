import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { SIGN_IN_ALIAS_PATH, SIGN_IN_PATH } from '@back-office/domain/routes';
import { GenericErrorBoundary } from '../components/ui/generic-error-boundary';
import { LiveAnnouncer } from '../components/ui/live-announcer';
import { LogoSpinner } from '../components/ui/logo-spinner';
import { ToastHost } from '../components/ui/toast-host';
import { PublicLayout } from './public-layout';
import { SessionExpiryRedirect } from './session-expiry-redirect';

type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page whose code is fetched when it is first shown. `preload()` fetches it earlier: a page
 * whose code is already here is then drawn at once, without the loading fallback, which React
 * keeps on screen for at least 300 ms once shown. (React.lazy suspends on any promise, even one
 * already settled; the synchronous thenable below lets it take a loaded page at once.)
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loaded: { default: ComponentType } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = { default: pick(module) };
      return loaded;
    });
  const Page = lazy(() => {
    if (!loaded) return preload();
    const page = loaded;
    const settled: PromiseLike<typeof page> = {
      then: (resolve) => resolve?.(page) as never,
    };
    return settled as Promise<typeof page>;
  });
  return Object.assign(Page, { preload });
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

// The public pages, by path: routed below, and the one the address leads to is fetched before the
// app is first drawn (preloadFirstPage, main.tsx).
const PUBLIC_PAGES: [path: string, page: LazyPage][] = [
  [SIGN_IN_PATH, SignInRoute],
  ['/signup', SignUpPage],
  ['/reset-password', ResetPasswordPage],
  ['/reset-password/confirm', NewPasswordPage],
  ['/two-step-verification', TwoStepVerificationPage],
  ['/business-manager-terms', BusinessManagerTermsPage],
  ['/all-legals', LegalAndPoliciesPage],
];

// A failure is left to the page itself, which then shows the page-level error screen.
export function preloadFirstPage(pathname: string): Promise<unknown> {
  const page = PUBLIC_PAGES.find(([path]) => path === pathname)?.[1];
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}

export function App() {
  return (
    <BrowserRouter>
      <SessionExpiryRedirect />
      <LiveAnnouncer />
      <GenericErrorBoundary>
        <Suspense fallback={<LogoSpinner />}>
          <Routes>
            <Route element={<PublicLayout />}>
              {PUBLIC_PAGES.map(([path, Page]) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
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
