import type { Resolvers } from '../../generated/graphql';
import { SIGNED_IN } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as profile from './profile.service';

// /profile is open to every signed-in user, with or without a selected business.
export const profileRules: ModuleRules = {
  ProfileMutations: {
    update: SIGNED_IN,
    changePassword: SIGNED_IN,
    signOutOtherDevices: SIGNED_IN,
  },
};

export const profileResolvers: Resolvers = {
  Mutation: { profile: () => ({}) },
  ProfileMutations: {
    update: (_, args, ctx) => profile.updateProfile(ctx, args),
    changePassword: (_, args, ctx) => profile.changePassword(ctx, args),
    signOutOtherDevices: (_, __, ctx) => profile.signOutOtherDevices(ctx),
  },
};
