import type { Resolvers } from '../../generated/graphql';
import { requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as customers from './customer.service';

export const customerRules: ModuleRules = {
  CustomerQueries: { list: requires('customer:read'), get: requires('customer:read') },
  CustomerMutations: { reissueWalletKey: requires('customer:wallet-reissue') },
};

// The access rule has already checked that a business is selected.
const business = (auth: unknown) => auth as BusinessCaller;

export const customerResolvers: Resolvers = {
  Query: { customer: () => ({}) },
  Mutation: { customer: () => ({}) },
  CustomerQueries: {
    list: (_, args, ctx) => customers.listCustomerPage(ctx, business(ctx.auth), args),
    get: (_, args, ctx) => customers.getCustomer(ctx, business(ctx.auth), args),
  },
  CustomerMutations: {
    reissueWalletKey: (_, args, ctx) => customers.reissueWalletKey(ctx, business(ctx.auth), args),
  },
};
