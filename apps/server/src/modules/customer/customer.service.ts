import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import { customerFilterSchema } from '@back-office/domain/schemas/people';
import { customers } from '../../db/schema';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { cursorPart, decodeCursor, pageArgs, pageOf } from '../../graphql/pagination';
import { parseArgs } from '../../graphql/validate';
import { newOpaqueToken } from '../auth/tokens';
import { visibleMerchant } from '../../graphql/tenant';
import { customerCoupons, listCustomers, type CustomerSummaryRow } from './customer.queries';

function customerView(c: CustomerSummaryRow) {
  return {
    _id: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    status: c.status,
    tags: c.tags,
    couponsCount: c.couponsCount,
    redemptionsCount: c.redemptionsCount,
    totalSpentMinor: c.totalSpentMinor,
    lastRedemptionAt: c.lastRedemptionAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
  };
}

const listArgs = z.object({ filter: customerFilterSchema.nullish(), ...pageArgs });
const toMinor = (major: number | null | undefined) =>
  major == null ? null : Math.round(major * 100);

export async function listCustomerPage(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { filter, first, after } = parseArgs(listArgs, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const { rows, total } = await listCustomers(ctx.db, {
    merchantId: visibleMerchant(caller, filter?.merchantId),
    status: filter?.status,
    spentMinMinor: toMinor(filter?.spentMin),
    spentMaxMinor: toMinor(filter?.spentMax),
    tags: filter?.tags,
    search: filter?.search || null,
    after: decodeCursor(after, [cursorPart.text, cursorPart.text, cursorPart.uuid]),
    limit: limit + 1,
  });
  const page = pageOf(rows, limit, (r) => [...r.sortKey, r.id]);
  return { ...page, items: page.items.map(customerView), totalCount: total };
}

/** A customer the caller's business knows (one holding its coupons), or any customer for an ADMIN. */
async function visibleCustomer(ctx: GraphQLContext, id: unknown, merchantId: string | null) {
  if (!z.uuid().safeParse(id).success) return undefined;
  const { rows } = await listCustomers(ctx.db, {
    merchantId,
    customerId: id as string,
    after: null,
    limit: 1,
  });
  return rows[0];
}

export async function getCustomer(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string; merchantId?: string | null },
) {
  const requested = z.uuid().safeParse(args.merchantId).success ? args.merchantId : null;
  const merchantId = visibleMerchant(caller, requested);
  const customer = await visibleCustomer(ctx, args.id, merchantId);
  if (!customer) return null;
  const coupons = await customerCoupons(ctx.db, customer.id, merchantId);
  return {
    customer: customerView(customer),
    coupons: coupons.map(({ coupon, merchantName }) => ({
      id: coupon.id,
      name: coupon.name,
      merchantId: coupon.merchantId,
      merchantName,
      retailPriceMinor: coupon.retailPrice,
      currency: coupon.currency,
      redeemed: coupon.redeemed,
      redeemedAt: coupon.redeemedAt?.toISOString() ?? null,
      expiresAt: coupon.expiresAt.toISOString(),
    })),
  };
}

export async function reissueWalletKey(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string },
) {
  const customer = await visibleCustomer(ctx, args.id, visibleMerchant(caller));
  if (!customer)
    return {
      success: false,
      messageCode: RESULT_CODES.CUSTOMER_NOT_FOUND,
      walletKey: null,
      walletUrl: null,
    };
  // Only the hash is stored, so the old link stops matching the moment the row changes.
  const { raw, hash } = newOpaqueToken();
  await ctx.db
    .update(customers)
    .set({ walletKeyHash: hash, updatedAt: new Date() })
    .where(eq(customers.id, customer.id));
  return {
    success: true,
    messageCode: RESULT_CODES.WALLET_KEY_REISSUED,
    walletKey: raw,
    walletUrl: `${ctx.config.publicUrl}/wallet/${raw}`,
  };
}
