import { z } from 'zod';
import { RESULT_CODES, type ScanOutcome } from '@back-office/domain/result-codes';
import { scanQrCodeArgsSchema } from '@back-office/domain/schemas/coupon';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput, forbidden } from '../../graphql/errors';
import type { BusinessCaller } from '../../graphql/access-rules';
import { priorScan, recordRefusedScan, redeemCoupon, type RedeemOutcome } from './coupon.queries';

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
