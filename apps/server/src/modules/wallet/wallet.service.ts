import { z } from 'zod';
import { QR_TOKEN_TTL_SECONDS } from '@back-office/domain/constants';
import type { GraphQLContext } from '../../graphql/context';
import { attributeCustomer } from '../affiliate/affiliate.service';
import { takeAttempt } from '../auth/rate-limit';
import { hashOpaqueToken } from '../auth/tokens';
import { couponMetadata } from '../coupon/coupon.service';
import { findCustomerByWalletKeyHash, recordWalletOpen, walletCoupons } from './wallet.queries';

const WALLET_RATE_LIMIT = { max: 120, windowMs: 60_000 };

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

// A wallet's customer, as the marketplace's wallet offers find them.
export { findCustomerByWalletKeyHash } from './wallet.queries';
