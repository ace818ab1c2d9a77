import { lazy, Suspense } from 'react';
import { matchPath, WALLET_PATH } from '@back-office/domain/routes';
import { GenericErrorBoundary } from '../components/ui/generic-error-boundary';
import { LogoSpinner } from '../components/ui/logo-spinner';
import { ToastHost } from '../components/ui/toast-host';

// The page's code comes in a chunk of its own, which wallet.html preloads: a chunk that did not
// download shows the page-level error screen, as on every other page (decision record 023).
const WalletPage = lazy(() =>
  import('../features/wallet/components/wallet-page').then((module) => ({
    default: module.WalletPage,
  })),
);

// The customer's wallet, a page of its own (wallet.html): no router, no staff shell. The key is
// the address's last segment; an affiliate's link adds ?ref=CODE.
export function WalletApp() {
  const walletKey = matchPath(WALLET_PATH, window.location.pathname)?.walletKey ?? '';
  const referralCode = new URLSearchParams(window.location.search).get('ref');
  return (
    <>
      <GenericErrorBoundary>
        <Suspense fallback={<LogoSpinner />}>
          <WalletPage walletKey={walletKey} referralCode={referralCode} />
        </Suspense>
      </GenericErrorBoundary>
      <ToastHost />
    </>
  );
}
