import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { couponResolvers, couponRules } from './resolvers';
import { registerScanExportRoute } from './scan-export-route';

export const couponModule: ModuleManifest = {
  name: 'coupon',
  typeDefs: moduleSdl('coupon'),
  rules: couponRules,
  resolvers: couponResolvers as ModuleManifest['resolvers'],
  // A redemption's scan history is its record already.
  unaudited: ['CouponMutations'],
  routes: { register: registerScanExportRoute, apiPaths: ['/exports/scans.csv'] },
};
