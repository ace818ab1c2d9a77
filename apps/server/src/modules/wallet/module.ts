import { PUBLIC } from '../../graphql/access-rules';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { op } from '../../graphql/op';
import { getWallet } from './wallet.service';

// The customer's wallet: the coupons a wallet key holds, with their QR codes. The offers it can
// take are the marketplace's (WalletQueries.offers, WalletMutations.takeOffer).
export const walletModule: ModuleManifest = {
  name: 'wallet',
  typeDefs: moduleSdl('wallet'),
  operations: {
    // The wallet key is the credential; the operation is rate limited per address.
    WalletQueries: {
      get: op(PUBLIC, (ctx, _caller, args) => getWallet(ctx, args)),
    },
  },
};
