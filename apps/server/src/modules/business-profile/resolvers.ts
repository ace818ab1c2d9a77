import type { Resolvers } from '../../generated/graphql';
import { requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as profile from './business-profile.service';

export const businessProfileRules: ModuleRules = {
  BusinessProfileQueries: { get: requires('business-profile:read') },
  BusinessProfileMutations: {
    update: requires('business-profile:write'),
    updateSettings: requires('business-profile:write'),
  },
};

// The access rule has already checked that a business is selected.
const business = (auth: unknown) => auth as BusinessCaller;

export const businessProfileResolvers: Resolvers = {
  Query: { businessProfile: () => ({}) },
  Mutation: { businessProfile: () => ({}) },
  BusinessProfileQueries: {
    get: (_, __, ctx) => profile.getBusinessProfile(ctx, business(ctx.auth)),
  },
  BusinessProfileMutations: {
    update: (_, args, ctx) => profile.updateBusinessProfile(ctx, business(ctx.auth), args),
    updateSettings: (_, args, ctx) => profile.updateBusinessSettings(ctx, business(ctx.auth), args),
  },
};
