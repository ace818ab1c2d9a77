import type { ComponentType } from 'react';
import { matchPath, WALLET_PATH } from '@back-office/domain/routes';
import { GenericErrorBoundary } from '../components/ui/generic-error-boundary';
import { ToastHost } from '../components/ui/toast-host';
import type { WalletAddress } from '../features/wallet/wallet-address';

// The key is the address's last segment; an affiliate's link adds ?ref=CODE.
export function walletAddress(): WalletAddress {
  return {
    walletKey: matchPath(WALLET_PATH, window.location.pathname)?.walletKey ?? '',
    referralCode: new URLSearchParams(window.location.search).get('ref'),
  };
}

type LoadedPage = { WalletPage: ComponentType<WalletAddress> } | { error: unknown };

/**
 * The page's code comes in a chunk of its own, which wallet.html preloads (decision record 023).
 * It is awaited before anything is drawn, and the wallet is asked for as soon as it is here: the
 * page is then drawn once, rather than behind a loading fallback that React keeps on screen for
 * at least 300 ms and that would only then start the wallet's request.
 */
export async function loadWalletPage(address: WalletAddress): Promise<LoadedPage> {
  try {
    const page = await import('../features/wallet/components/wallet-page');
    page.prefetchWallet(address);
    return { WalletPage: page.WalletPage };
  } catch (error) {
    return { error };
  }
}

// A chunk that did not download is thrown where the page would be, so that the error boundary
// reports it and shows the page-level error screen, as on every other page.
function Unloaded({ error }: { error: unknown }): never {
  throw error;
}

// The customer's wallet, a page of its own (wallet.html): no router, no staff shell.
export function WalletApp({ address, page }: { address: WalletAddress; page: LoadedPage }) {
  return (
    <>
      <GenericErrorBoundary>
        {'error' in page ? <Unloaded error={page.error} /> : <page.WalletPage {...address} />}
      </GenericErrorBoundary>
      <ToastHost />
    </>
  );
}
