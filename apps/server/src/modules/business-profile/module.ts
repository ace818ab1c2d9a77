import * as profile from './business-profile.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';

export const businessProfileModule: ModuleManifest = {
  name: 'business-profile',
  typeDefs: moduleSdl('business-profile'),
  operations: {
    BusinessProfileQueries: {
      get: op('business-profile:read', (ctx, caller) => profile.getBusinessProfile(ctx, caller)),
    },
    BusinessProfileMutations: {
      update: op('business-profile:write', profile.updateBusinessProfile),
      updateSettings: op('business-profile:write', profile.updateBusinessSettings),
      updateBankDetails: op('business-profile:write', profile.updateBankDetails),
    },
  },
  auditObjects: {
    BusinessProfileMutations: {
      table: 'merchants',
      id: (ctx) => ctx.auth?.selectedBusiness?.merchantId,
    },
  },
};
