import { requiresCheckedByStatement } from '../../graphql/access-rules';
import { scanQrCode } from './coupon.service';
import { listScanHistory, scansOfToday } from './scan.service';
import { couponHolderTiers } from '../member/member.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { registerScanExportRoute } from './scan-export-route';

export const couponModule: ModuleManifest = {
  name: 'coupon',
  typeDefs: moduleSdl('coupon'),
  operations: {
    CouponMutations: {
      scanQrCode: op(requiresCheckedByStatement('scan:redeem'), scanQrCode),
    },
    ScanQueries: {
      list: op('scan:read:own', listScanHistory),
      today: op('scan:read:own', (ctx, caller) => scansOfToday(ctx, caller)),
    },
  },
  resolvers: {
    // Only a successful redemption names the customer's tiers: the cashier serves a member.
    ScanResult: {
      memberTiers: (result, _args, ctx) =>
        result.success && result.coupon?.id ? couponHolderTiers(ctx.db, result.coupon.id) : [],
    },
  },
  // A redemption's scan history is its record already.
  unaudited: ['CouponMutations'],
  routes: { register: registerScanExportRoute, apiPaths: ['/exports/scans.csv'] },
};
