import { PUBLIC } from '../../graphql/access-rules';
import * as offers from './offer.service';
import * as products from './product.service';

const PRODUCT_READ = 'marketplace:read';
const PRODUCT_WRITE = 'marketplace:write';
const OFFER_WRITE = 'offer:write';

import { memberTierOfOffer } from '../member/member.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { registerImageRoutes } from './image-routes';

export const marketplaceModule: ModuleManifest = {
  name: 'marketplace',
  typeDefs: moduleSdl('marketplace'),
  operations: {
    ProductQueries: {
      list: op(PRODUCT_READ, products.listProductPage),
      get: op(PRODUCT_READ, products.getProduct),
      stockHistory: op(PRODUCT_READ, products.productStockHistory),
    },
    ProductMutations: {
      create: op(PRODUCT_WRITE, products.createProduct),
      update: op(PRODUCT_WRITE, products.updateProduct, { audit: { object: 'id' } }),
      archive: op(PRODUCT_WRITE, products.archiveProduct, { audit: { object: 'id' } }),
      adjustStock: op(PRODUCT_WRITE, products.adjustProductStock, {
        audit: { object: 'productId' },
      }),
    },
    OfferQueries: {
      list: op('offer:read', offers.listOffers),
      get: op('offer:read', offers.getOffer),
    },
    // Approving and rejecting also need offer:approve, which the service asserts.
    OfferMutations: {
      create: op(OFFER_WRITE, offers.createOffer),
      update: op(OFFER_WRITE, offers.updateOffer, { audit: { object: 'id' } }),
      setStatus: op(OFFER_WRITE, offers.setOfferStatus, { audit: { object: 'id' } }),
    },
    // The wallet key is the credential; both are rate limited per address.
    WalletMutations: {
      takeOffer: op(PUBLIC, (ctx, _caller, args) => offers.takeOffer(ctx, args)),
    },
    WalletQueries: {
      offers: op(PUBLIC, (ctx, _caller, args) => offers.walletOffers(ctx, args)),
      sponsored: op(PUBLIC, (ctx, _caller, args) => offers.walletSponsored(ctx, args)),
    },
  },
  resolvers: {
    Offer: {
      memberTier: (offer, _args, ctx) => memberTierOfOffer(ctx, offer._id!),
    },
  },
  auditObjects: {
    ProductMutations: { table: 'products' },
    OfferMutations: { table: 'offers' },
  },
  // The customer's wallet: no staff changing data.
  unaudited: ['WalletMutations'],
  routes: { register: registerImageRoutes, apiPaths: ['/uploads/images'] },
};
