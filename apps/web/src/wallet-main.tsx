import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadWalletPage, WalletApp, walletAddress } from './app/wallet-app';
import { delay } from './lib/delay';
import { toastUnhandledRejections } from './lib/errors/unhandled-rejections';
import { initI18n } from './lib/i18n/i18n';
import { WALLET_DICTIONARY } from './lib/i18n/wallet-dictionary';
import { prepareFormats } from './features/wallet/wallet-worker-client';
import './wallet.css';

// The entry of wallet.html, the customer's wallet: what a phone at the counter needs and nothing
// of the staff app (decision record 023). A phone runs it four times slower than a laptop: its
// steps are tasks of their own, so that none keeps the phone from answering a tap for long.
// The worker first, so that it is set up while the page's code and texts arrive.
setTimeout(prepareFormats, 0);
toastUnhandledRejections();

const address = walletAddress();
const [page] = await Promise.all([loadWalletPage(address), initI18n(WALLET_DICTIONARY)]);
// The wallet is asked for (loadWalletPage); it is drawn in the next task.
await delay(0);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletApp address={address} page={page} />
  </StrictMode>,
);
