import type { Resolvers } from '../../generated/graphql';
import { requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as sales from './sales.service';

const READ = requires('sales:read');
const WRITE = requires('sales:write');

export const salesRules: ModuleRules = {
  SaleQueries: {
    list: READ,
    totals: READ,
    get: READ,
    timeZone: READ,
    filterOptions: READ,
    products: READ,
    customers: READ,
  },
  SaleMutations: { record: WRITE, refund: WRITE },
};

// The access rule has already checked that a business is selected.
const business = (auth: unknown) => auth as BusinessCaller;

export const salesResolvers: Resolvers = {
  Query: { sale: () => ({}) },
  Mutation: { sale: () => ({}) },
  SaleQueries: {
    list: (_, args, ctx) => sales.listSales(ctx, business(ctx.auth), args),
    totals: (_, args, ctx) => sales.saleTotals(ctx, business(ctx.auth), args),
    get: (_, args, ctx) => sales.getSale(ctx, business(ctx.auth), args),
    timeZone: (_, _args, ctx) => sales.businessTimeZone(ctx, business(ctx.auth)),
    filterOptions: (_, _args, ctx) => sales.saleFilterOptions(ctx, business(ctx.auth)),
    products: (_, args, ctx) => sales.saleProducts(ctx, business(ctx.auth), args),
    customers: (_, args, ctx) => sales.saleCustomers(ctx, business(ctx.auth), args),
  },
  SaleMutations: {
    record: (_, args, ctx) => sales.recordCounterSale(ctx, business(ctx.auth), args),
    refund: (_, args, ctx) => sales.refundSale(ctx, business(ctx.auth), args),
  },
};
