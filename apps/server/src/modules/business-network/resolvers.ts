import type { Resolvers } from '../../generated/graphql';
import { inBusiness, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import { listNetwork } from './business-network.service';

// SPEC §2: /business-network is for EXECUTIVE only.
export const businessNetworkRules: ModuleRules = {
  BusinessNetworkQueries: { list: inBusiness('EXECUTIVE') },
};

export const businessNetworkResolvers: Resolvers = {
  Query: { businessNetwork: () => ({}) },
  BusinessNetworkQueries: {
    list: (_, args, ctx) => listNetwork(ctx, ctx.auth as BusinessCaller, args),
  },
};
