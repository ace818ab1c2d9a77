import { createQueryClient } from '../../lib/create-query-client';

// The wallet's queries, with the staff app's defaults; a failure is told as the staff app tells
// it, by code fetched when it happens (wallet-notices.ts).
export const walletQueryClient = createQueryClient((error) => {
  void import('./wallet-notices').then((notices) => notices.notifyWalletError(error));
});
