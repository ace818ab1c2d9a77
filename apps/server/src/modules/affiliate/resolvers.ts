import type { Resolvers } from '../../generated/graphql';
import { requires, type BusinessCaller } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as affiliates from './affiliate.service';
import * as commissions from './commission.service';
import * as payouts from './payout.service';

const READ = requires('affiliate:read');
const WRITE = requires('affiliate:write');
const MONEY = requires('commission:write');

export const affiliateRules: ModuleRules = {
  AffiliateQueries: {
    list: READ,
    get: READ,
    referrals: READ,
    rules: READ,
    commissions: READ,
    commissionTotals: READ,
    payouts: READ,
    whatIf: READ,
  },
  AffiliateMutations: {
    invite: WRITE,
    update: WRITE,
    approve: WRITE,
    suspend: WRITE,
    createRule: MONEY,
    updateRule: MONEY,
    activateRule: MONEY,
    retireRule: MONEY,
    approveCommissions: MONEY,
    rejectCommissions: MONEY,
    createPayout: MONEY,
    approvePayout: MONEY,
    markPayoutPaid: MONEY,
  },
};

// The access rule has already checked that a business is selected.
const business = (auth: unknown) => auth as BusinessCaller;

export const affiliateResolvers: Resolvers = {
  Query: { affiliate: () => ({}) },
  Mutation: { affiliate: () => ({}) },
  AffiliateQueries: {
    list: (_, args, ctx) => affiliates.listAffiliates(ctx, args),
    get: (_, args, ctx) => affiliates.getAffiliate(ctx, args),
    referrals: (_, args, ctx) => affiliates.referralsOf(ctx, args),
    rules: (_, _args, ctx) => commissions.listRules(ctx),
    commissions: (_, args, ctx) => commissions.listCommissions(ctx, args),
    commissionTotals: (_, args, ctx) => commissions.commissionTotals(ctx, args),
    payouts: (_, args, ctx) => payouts.listPayouts(ctx, args),
    whatIf: (_, args, ctx) => commissions.whatIf(ctx, args),
  },
  AffiliateMutations: {
    invite: (_, args, ctx) => affiliates.inviteAffiliate(ctx, args),
    update: (_, args, ctx) => affiliates.updateAffiliate(ctx, args),
    approve: (_, args, ctx) => affiliates.approveAffiliate(ctx, args),
    suspend: (_, args, ctx) => affiliates.suspendAffiliate(ctx, args),
    createRule: (_, args, ctx) => commissions.createRule(ctx, args),
    updateRule: (_, args, ctx) => commissions.updateRule(ctx, args),
    activateRule: (_, args, ctx) => commissions.activateRule(ctx, args),
    retireRule: (_, args, ctx) => commissions.retireRule(ctx, args),
    approveCommissions: (_, args, ctx) => commissions.approveCommissions(ctx, args),
    rejectCommissions: (_, args, ctx) => commissions.rejectCommissions(ctx, args),
    createPayout: (_, args, ctx) => payouts.createPayout(ctx, business(ctx.auth), args),
    approvePayout: (_, args, ctx) => payouts.approvePayout(ctx, args),
    markPayoutPaid: (_, args, ctx) => payouts.markPayoutPaid(ctx, args),
  },
};
