import type { Resolvers } from '../../generated/graphql';
import { inBusiness, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as customers from './customer.service';

// SPEC §2: /customers is for ADMIN and EXECUTIVE, and /business-customers (the same list of the
// own business) for every signed-in user, so reading needs only a selected business. A wallet key
// opens every coupon of the customer, whichever business issued it, and the customer's old link
// stops working: only the provider's staff may reissue one.
export const customerRules: ModuleRules = {
  CustomerQueries: { list: inBusiness(), get: inBusiness() },
  CustomerMutations: { reissueWalletKey: inBusiness('ADMIN') },
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
