import * as affiliates from './affiliate.service';
import * as commissions from './commission.service';
import * as payouts from './payout.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { approveCommissionsJob } from './commission.service';
import { registerPayoutExportRoute } from './payout-export-route';

const READ = 'affiliate:read';
const WRITE = 'affiliate:write';
const MONEY = 'commission:write';

export const affiliateModule: ModuleManifest = {
  name: 'affiliate',
  typeDefs: moduleSdl('affiliate'),
  operations: {
    AffiliateQueries: {
      list: op(READ, (ctx, _caller, args) => affiliates.listAffiliates(ctx, args)),
      get: op(READ, (ctx, _caller, args) => affiliates.getAffiliate(ctx, args)),
      referrals: op(READ, (ctx, _caller, args) => affiliates.referralsOf(ctx, args)),
      rules: op(READ, (ctx) => commissions.listRules(ctx)),
      commissions: op(READ, (ctx, _caller, args) => commissions.listCommissions(ctx, args)),
      commissionTotals: op(READ, (ctx, _caller, args) => commissions.commissionTotals(ctx, args)),
      payouts: op(READ, (ctx, _caller, args) => payouts.listPayouts(ctx, args)),
      whatIf: op(READ, (ctx, _caller, args) => commissions.whatIf(ctx, args)),
    },
    AffiliateMutations: {
      invite: op(WRITE, (ctx, _caller, args) => affiliates.inviteAffiliate(ctx, args)),
      update: op(WRITE, (ctx, _caller, args) => affiliates.updateAffiliate(ctx, args), {
        audit: { object: 'id' },
      }),
      approve: op(WRITE, (ctx, _caller, args) => affiliates.approveAffiliate(ctx, args), {
        audit: { object: 'id' },
      }),
      suspend: op(WRITE, (ctx, _caller, args) => affiliates.suspendAffiliate(ctx, args), {
        audit: { object: 'id' },
      }),
      createRule: op(MONEY, (ctx, _caller, args) => commissions.createRule(ctx, args)),
      updateRule: op(MONEY, (ctx, _caller, args) => commissions.updateRule(ctx, args), {
        audit: { object: 'id' },
      }),
      activateRule: op(MONEY, (ctx, _caller, args) => commissions.activateRule(ctx, args), {
        audit: { object: 'id' },
      }),
      retireRule: op(MONEY, (ctx, _caller, args) => commissions.retireRule(ctx, args), {
        audit: { object: 'id' },
      }),
      approveCommissions: op(MONEY, (ctx, _caller, args) =>
        commissions.approveCommissions(ctx, args),
      ),
      rejectCommissions: op(MONEY, (ctx, _caller, args) =>
        commissions.rejectCommissions(ctx, args),
      ),
      createPayout: op(MONEY, payouts.createPayout),
      approvePayout: op(MONEY, (ctx, _caller, args) => payouts.approvePayout(ctx, args), {
        audit: { object: 'id' },
      }),
      markPayoutPaid: op(MONEY, (ctx, _caller, args) => payouts.markPayoutPaid(ctx, args), {
        audit: { object: 'id' },
      }),
    },
  },
  routes: { register: registerPayoutExportRoute },
  jobs: [approveCommissionsJob],
};
