import type { Resolvers } from '../../generated/graphql';
import { requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as businesses from './business.service';
import * as stores from './store.service';

const READ = requires('business:read');
const WRITE = requires('business:write');

export const businessRules: ModuleRules = {
  BusinessQueries: { list: READ, get: READ, stores: READ, store: READ },
  BusinessMutations: {
    create: WRITE,
    update: WRITE,
    setStatus: WRITE,
    createStore: WRITE,
    updateStore: WRITE,
    deleteStore: WRITE,
  },
};

// The access rule has already checked that a business is selected.
const business = (auth: unknown) => auth as BusinessCaller;

export const businessResolvers: Resolvers = {
  Query: { business: () => ({}) },
  Mutation: { business: () => ({}) },
  BusinessQueries: {
    list: (_, args, ctx) => businesses.listBusinessPage(ctx, args),
    get: (_, args, ctx) => businesses.getBusiness(ctx, args),
    stores: (_, args, ctx) => stores.listStores(ctx, business(ctx.auth), args),
    store: (_, args, ctx) => stores.getStore(ctx, business(ctx.auth), args),
  },
  BusinessMutations: {
    create: (_, args, ctx) => businesses.createBusiness(ctx, args),
    update: (_, args, ctx) => businesses.updateBusiness(ctx, args),
    setStatus: (_, args, ctx) => businesses.setBusinessStatus(ctx, args),
    createStore: (_, args, ctx) => stores.createStore(ctx, business(ctx.auth), args),
    updateStore: (_, args, ctx) => stores.updateStore(ctx, business(ctx.auth), args),
    deleteStore: (_, args, ctx) => stores.deleteStore(ctx, business(ctx.auth), args),
  },
};
