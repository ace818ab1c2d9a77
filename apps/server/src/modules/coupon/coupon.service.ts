import { z } from 'zod';
import { attributeCustomer } from '../affiliate/affiliate.service';
import { QR_TOKEN_TTL_SECONDS } from '@back-office/domain/constants';
import { RESULT_CODES, type ScanOutcome } from '@back-office/domain/result-codes';
import { scanQrCodeArgsSchema } from '@back-office/domain/schemas/coupon';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput, forbidden } from '../../graphql/errors';
import type { BusinessCaller } from '../../graphql/access-rules';
import { takeAttempt } from '../auth/rate-limit';
import { hashOpaqueToken } from '../auth/tokens';
import {
  findCustomerByWalletKeyHash,
  recordWalletOpen,
  priorScan,
  recordRefusedScan,
  redeemCoupon,
  walletCoupons,
  type RedeemOutcome,
} from './coupon.queries';

const WALLET_RATE_LIMIT = { max: 120, windowMs: 60_000 };

export function couponMetadata(c: {
  name: string;
  retailPrice: number;
  currency: string;
  merchantId: string;
}) {
  return {
    name: c.name,
    retailPrice: c.retailPrice / 100,
    retailPriceMinor: c.retailPrice,
    currency: c.currency,
    merchantId: c.merchantId,
  };
}

const REACHED_COUPON = new Set<string>([
  RESULT_CODES.COUPON_REDEEMED,
  RESULT_CODES.ALREADY_REDEEMED,
  RESULT_CODES.COUPON_EXPIRED,
]);

function scanResult(outcome: RedeemOutcome, employeeId: string) {
  const coupon =
    outcome.couponId && outcome.name !== null
      ? {
          id: outcome.couponId,
          redeemed: outcome.redeemed,
          redeemedAt: outcome.redeemedAt,
          expiresAt: outcome.expiresAt!,
          metadata: couponMetadata({
            name: outcome.name,
            retailPrice: outcome.retailPrice!,
            currency: outcome.currency!,
            merchantId: outcome.merchantId!,
          }),
        }
      : null;
  const success = outcome.outcome === RESULT_CODES.COUPON_REDEEMED;
  const previousRedemption =
    outcome.outcome === RESULT_CODES.ALREADY_REDEEMED && outcome.redeemedAt
      ? {
          redeemedAt: outcome.redeemedAt,
          businessName: outcome.merchantName ?? '',
          byYou: outcome.redeemedBy === employeeId,
          employeeName: outcome.redeemedByName,
        }
      : null;
  return {
    success,
    messageCode: outcome.outcome,
    redeemedAt: success ? outcome.redeemedAt : null,
    previousRedemption,
    // Only a scan that reached a coupon of the business shows it: another business learns
    // nothing about a coupon that is not theirs, and a refused token opens nothing.
    coupon: REACHED_COUPON.has(outcome.outcome) ? coupon : null,
  };
}

export async function scanQrCode(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const merchantId = caller.selectedBusiness.merchantId;
  const parsed = scanQrCodeArgsSchema.safeParse(args);
  const rawCouponId = (args as { couponId?: unknown }).couponId;
  const couponIdForHistory = z.uuid().safeParse(rawCouponId).success
    ? (rawCouponId as string)
    : null;
  // A scan id is checked on its own: any other bad argument is a scan recorded as refused.
  const scanIdArg = scanQrCodeArgsSchema.shape.scanId.safeParse(
    (args as { scanId?: unknown }).scanId,
  );
  if (!scanIdArg.success) {
    return badUserInput('invalidScanId', { scanId: 'invalidScanId' });
  }
  const scanId = scanIdArg.data ?? null;
  const employeeId = caller.sub;
  // A retry of a scan whose answer was lost gets that answer again, even once its QR token
  // has expired; an id used for another coupon is the scanner's mistake.
  const replay = async (couponId: string | null) => {
    const prior = scanId && (await priorScan(ctx.db, { merchantId, employeeId, scanId }));
    if (!prior) return null;
    if (couponId && prior.couponId && prior.couponId !== couponId)
      return badUserInput('scanIdReused', { scanId: 'scanIdReused' });
    return scanResult(prior, employeeId);
  };
  const refuse = async (outcome: ScanOutcome) => {
    const earlier = await replay(couponIdForHistory);
    if (earlier) return earlier;
    await recordRefusedScan(ctx.db, {
      merchantId,
      employeeId,
      couponId: couponIdForHistory,
      outcome,
      scanId,
    });
    return {
      success: false,
      messageCode: outcome,
      redeemedAt: null,
      previousRedemption: null,
      coupon: null,
    };
  };
  if (!parsed.success) return refuse(RESULT_CODES.MISSING_DATA);
  const { couponId, token, userId } = parsed.data;

  const verified = ctx.tokens.verifyQr(token);
  if (!verified.ok) {
    return refuse(
      verified.reason === 'expired' ? RESULT_CODES.EXPIRED_TOKEN : RESULT_CODES.INVALID_TOKEN,
    );
  }
  // The token is bound to one coupon of one customer: a valid token for another coupon is no key.
  if (
    verified.claims.couponId !== couponId ||
    verified.claims.userId !== userId ||
    !couponIdForHistory
  ) {
    return refuse(RESULT_CODES.INVALID_TOKEN);
  }
  const outcome = await redeemCoupon(ctx.db, {
    couponId,
    customerId: userId,
    merchantId,
    employeeId,
    scanId,
  });
  if (!outcome) return (await replay(couponId))!;
  if (outcome.outcome === 'FORBIDDEN') forbidden();
  if (outcome.outcome === RESULT_CODES.COUPON_REDEEMED) ctx.metrics.couponRedeemed();
  return scanResult(outcome, employeeId);
}

export async function getWallet(
  ctx: GraphQLContext,
  args: { walletKey: string; referralCode?: string | null },
) {
  const walletKey = z.string().min(1).max(200).safeParse(args.walletKey);
  const attempt = await takeAttempt(ctx.db, [`wallet:${ctx.request.ip}`], WALLET_RATE_LIMIT);
  if (!attempt.allowed || !walletKey.success) return null;
  const customer = await findCustomerByWalletKeyHash(ctx.db, hashOpaqueToken(walletKey.data));
  if (!customer || customer.status !== 'active') return null;
  await recordWalletOpen(ctx.db, customer.id);
  await attributeCustomer(ctx.db, customer, args.referralCode);
  const now = Date.now();
  const rows = await walletCoupons(ctx.db, customer.id);
  const coupons = await Promise.all(
    rows.map(async ({ coupon, merchant }) => {
      const usable = !coupon.redeemed && coupon.expiresAt.getTime() > now;
      const token = usable
        ? ctx.tokens.signQr(coupon.id, customer.id, QR_TOKEN_TTL_SECONDS, now)
        : null;
      return {
        id: coupon.id,
        redeemed: coupon.redeemed,
        redeemedAt: coupon.redeemedAt?.toISOString() ?? null,
        expiresAt: coupon.expiresAt.toISOString(),
        metadata: couponMetadata(coupon),
        merchant: { _id: merchant.id, name: merchant.name, companyLogo: merchant.companyLogo },
        qr: token
          ? {
              text: JSON.stringify({
                couponId: coupon.id,
                token,
                userId: customer.id,
                merchantId: coupon.merchantId,
              }),
              expiresAt: new Date(
                Math.floor(now / 1000) * 1000 + QR_TOKEN_TTL_SECONDS * 1000,
              ).toISOString(),
            }
          : null,
      };
    }),
  );
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    coupons,
    serverTime: new Date(now).toISOString(),
  };
}
