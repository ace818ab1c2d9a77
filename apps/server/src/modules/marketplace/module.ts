import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { marketplaceResolvers, marketplaceRules } from './resolvers';
import { objectOf } from '../../graphql/audit-hook';
import { registerImageRoutes } from './image-routes';

export const marketplaceModule: ModuleManifest = {
  name: 'marketplace',
  typeDefs: moduleSdl('marketplace'),
  rules: marketplaceRules,
  resolvers: marketplaceResolvers as ModuleManifest['resolvers'],
  auditObjects: {
    ProductMutations: { table: 'products', id: objectOf },
    OfferMutations: { table: 'offers', id: objectOf },
  },
  // The customer's wallet: no staff changing data.
  unaudited: ['WalletMutations'],
  routes: { register: registerImageRoutes, apiPaths: ['/uploads/images'] },
};
