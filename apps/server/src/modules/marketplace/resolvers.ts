import type { Resolvers } from '../../generated/graphql';
import { PUBLIC, requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as offers from './offer.service';
import * as products from './product.service';

const PRODUCT_READ = requires('marketplace:read');
const PRODUCT_WRITE = requires('marketplace:write');
const OFFER_WRITE = requires('offer:write');

export const marketplaceRules: ModuleRules = {
  ProductQueries: { list: PRODUCT_READ, get: PRODUCT_READ, stockHistory: PRODUCT_READ },
  ProductMutations: {
    create: PRODUCT_WRITE,
    update: PRODUCT_WRITE,
    archive: PRODUCT_WRITE,
    adjustStock: PRODUCT_WRITE,
  },
  OfferQueries: { list: requires('offer:read'), get: requires('offer:read') },
  // Approving and rejecting also need offer:approve, which the service asserts.
  OfferMutations: { create: OFFER_WRITE, update: OFFER_WRITE, setStatus: OFFER_WRITE },
  // The wallet key is the credential; both are rate limited per address.
  WalletMutations: { takeOffer: PUBLIC },
  WalletQueries: { offers: PUBLIC, sponsored: PUBLIC },
};

const business = (auth: unknown) => auth as BusinessCaller;

import { memberTierOfOffer } from '../member/member.service';

export const marketplaceResolvers: Resolvers = {
  Query: { product: () => ({}), offer: () => ({}) },
  Mutation: { product: () => ({}), offer: () => ({}), wallet: () => ({}) },
  Offer: {
    memberTier: (offer, _args, ctx) => memberTierOfOffer(ctx, offer._id!),
  },
  ProductQueries: {
    list: (_, args, ctx) => products.listProductPage(ctx, business(ctx.auth), args),
    get: (_, args, ctx) => products.getProduct(ctx, business(ctx.auth), args),
    stockHistory: (_, args, ctx) => products.productStockHistory(ctx, business(ctx.auth), args),
  },
  ProductMutations: {
    create: (_, args, ctx) => products.createProduct(ctx, business(ctx.auth), args),
    update: (_, args, ctx) => products.updateProduct(ctx, business(ctx.auth), args),
    archive: (_, args, ctx) => products.archiveProduct(ctx, business(ctx.auth), args),
    adjustStock: (_, args, ctx) => products.adjustProductStock(ctx, business(ctx.auth), args),
  },
  OfferQueries: {
    list: (_, args, ctx) => offers.listOffers(ctx, business(ctx.auth), args),
    get: (_, args, ctx) => offers.getOffer(ctx, business(ctx.auth), args),
  },
  OfferMutations: {
    create: (_, args, ctx) => offers.createOffer(ctx, business(ctx.auth), args),
    update: (_, args, ctx) => offers.updateOffer(ctx, business(ctx.auth), args),
    setStatus: (_, args, ctx) => offers.setOfferStatus(ctx, business(ctx.auth), args),
  },
  WalletMutations: {
    takeOffer: (_, args, ctx) => offers.takeOffer(ctx, args),
  },
  WalletQueries: {
    offers: (_, args, ctx) => offers.walletOffers(ctx, args),
    sponsored: (_, args, ctx) => offers.walletSponsored(ctx, args),
  },
};
