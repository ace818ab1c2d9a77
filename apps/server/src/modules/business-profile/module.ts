import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { businessProfileResolvers, businessProfileRules } from './resolvers';

export const businessProfileModule: ModuleManifest = {
  name: 'business-profile',
  typeDefs: moduleSdl('business-profile'),
  rules: businessProfileRules,
  resolvers: businessProfileResolvers as ModuleManifest['resolvers'],
  auditObjects: {
    BusinessProfileMutations: {
      table: 'merchants',
      id: (_args, ctx) => ctx.auth?.selectedBusiness?.merchantId,
    },
  },
};
