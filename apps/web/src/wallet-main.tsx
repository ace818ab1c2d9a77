import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadWalletPage, WalletApp, walletAddress } from './app/wallet-app';
import { toastUnhandledRejections } from './lib/errors/unhandled-rejections';
import { initI18n } from './lib/i18n/i18n';
import { WALLET_DICTIONARY } from './lib/i18n/wallet-dictionary';
import './index.css';

// The entry of wallet.html, the customer's wallet: what a phone at the counter needs and nothing
// of the staff app (decision record 023).
toastUnhandledRejections();

const address = walletAddress();
const [page] = await Promise.all([loadWalletPage(address), initI18n(WALLET_DICTIONARY)]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletApp address={address} page={page} />
  </StrictMode>,
);
