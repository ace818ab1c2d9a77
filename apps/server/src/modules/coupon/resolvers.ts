import type { Resolvers } from '../../generated/graphql';
import {
  PUBLIC,
  requires,
  requiresCheckedByStatement,
  type BusinessCaller,
} from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import { getWallet, scanQrCode } from './coupon.service';
import { listScanHistory, scansOfToday } from './scan.service';
import { couponHolderTiers } from '../member/member.service';

export const couponRules: ModuleRules = {
  CouponMutations: { scanQrCode: requiresCheckedByStatement('scan:redeem') },
  // The wallet key is the credential; the operation is rate limited per address.
  WalletQueries: { get: PUBLIC },
  ScanQueries: { list: requires('scan:read:own'), today: requires('scan:read:own') },
};

// The access rule has already checked that a business is selected.
const business = (auth: unknown) => auth as BusinessCaller;

export const couponResolvers: Resolvers = {
  Query: { wallet: () => ({}), scan: () => ({}) },
  Mutation: { coupon: () => ({}) },
  CouponMutations: {
    scanQrCode: (_, args, ctx) => scanQrCode(ctx, business(ctx.auth), args),
  },
  // Only a successful redemption names the customer's tiers: the cashier serves a member.
  ScanResult: {
    memberTiers: (result, _args, ctx) =>
      result.success && result.coupon?.id ? couponHolderTiers(ctx.db, result.coupon.id) : [],
  },
  WalletQueries: {
    get: (_, args, ctx) => getWallet(ctx, args),
  },
  ScanQueries: {
    list: (_, args, ctx) => listScanHistory(ctx, business(ctx.auth), args),
    today: (_, _args, ctx) => scansOfToday(ctx, business(ctx.auth)),
  },
};
