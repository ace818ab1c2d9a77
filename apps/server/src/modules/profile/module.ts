import { SIGNED_IN } from '../../graphql/access-rules';
import * as profile from './profile.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';

export const profileModule: ModuleManifest = {
  name: 'profile',
  typeDefs: moduleSdl('profile'),
  operations: {
    ProfileMutations: {
      update: op(SIGNED_IN, (ctx, _caller, args) => profile.updateProfile(ctx, args)),
      changePassword: op(SIGNED_IN, (ctx, _caller, args) => profile.changePassword(ctx, args)),
      signOutOtherDevices: op(SIGNED_IN, (ctx) => profile.signOutOtherDevices(ctx)),
    },
  },
  auditObjects: { ProfileMutations: { table: 'employees', id: (ctx) => ctx.auth?.sub } },
};
