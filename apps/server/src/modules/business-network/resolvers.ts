import type { Resolvers } from '../../generated/graphql';
import { requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import { listNetwork } from './business-network.service';

export const businessNetworkRules: ModuleRules = {
  BusinessNetworkQueries: { list: requires('business-network:read') },
};

export const businessNetworkResolvers: Resolvers = {
  Query: { businessNetwork: () => ({}) },
  BusinessNetworkQueries: {
    list: (_, args, ctx) => listNetwork(ctx, ctx.auth as BusinessCaller, args),
  },
};
