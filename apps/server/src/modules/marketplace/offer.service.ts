import type { CampaignPlacement } from '@back-office/domain/advertisement';
import { employeesHolding, notify } from '../notification/notification.service';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { attributeCustomer } from '../affiliate/affiliate.service';
import { OFFER_TRANSITIONS, type OfferStatus } from '@back-office/domain/catalog';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import { offerInputSchema, offerStatusSchema } from '@back-office/domain/schemas/marketplace';
import type { Db } from '../../db/client';
import { coupons, merchants, offers, products } from '../../db/schema';
import { assertCan, type BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import {
  cursorPart,
  decodeCursor,
  encodeCursor,
  likePattern,
  pageArgs,
} from '../../graphql/pagination';
import { isUuid, parseArgs } from '../../graphql/validate';
import { takeAttempt } from '../auth/rate-limit';
import { hashOpaqueToken } from '../auth/tokens';
import { findCustomerByWalletKeyHash } from '../wallet/wallet.service';
import { pgErrorCode, visibleMerchant } from '../../graphql/tenant';
import { now } from '../../jobs/clock';
import { offerOpenToCustomer } from '../member/member.service';
import {
  attributeCoupon,
  campaignShowing,
  recordImpressions,
} from '../advertisement/advertisement.service';

type OfferRow = typeof offers.$inferSelect & { merchantName: string; productName: string | null };

function offerView(o: OfferRow) {
  return {
    _id: o.id,
    merchantId: o.merchantId,
    merchantName: o.merchantName,
    productId: o.productId,
    productName: o.productName,
    title: o.title,
    description: o.description,
    offerPriceMinor: o.retailPrice,
    discountPercent: o.discountPercent,
    currency: o.currency,
    validFrom: o.validFrom.toISOString(),
    validUntil: o.validUntil.toISOString(),
    quantityAvailable: o.quantityAvailable,
    taken: o.taken,
    status: o.status,
    rejectionReason: o.rejectionReason,
    createdAt: o.createdAt.toISOString(),
  };
}

const offerColumns = { offer: offers, merchantName: merchants.name, productName: products.name };

async function selectOffers(db: Db, where: SQL | undefined, limit: number) {
  const rows = await db
    .select(offerColumns)
    .from(offers)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .leftJoin(products, eq(products.id, offers.productId))
    .where(where)
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r.offer,
    merchantName: r.merchantName,
    productName: r.productName,
  }));
}

async function findOffer(db: Db, id: string, merchantId: string | null) {
  if (!z.uuid().safeParse(id).success) return undefined;
  const [row] = await selectOffers(
    db,
    and(eq(offers.id, id), merchantId ? eq(offers.merchantId, merchantId) : undefined),
    1,
  );
  return row;
}

const listArgs = z.object({
  filter: z
    .object({
      merchantId: z.uuid().nullish(),
      status: offerStatusSchema.nullish(),
      search: z.string().trim().max(100).nullish(),
    })
    .nullish(),
  ...pageArgs,
});

export async function listOffers(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { filter, first, after } = parseArgs(listArgs, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const merchantId = visibleMerchant(caller, filter?.merchantId);
  const conditions: SQL[] = [];
  if (merchantId) conditions.push(eq(offers.merchantId, merchantId));
  if (filter?.status) conditions.push(eq(offers.status, filter.status));
  if (filter?.search) conditions.push(sql`${offers.title} ilike ${likePattern(filter.search)}`);
  const base = conditions.length ? and(...conditions) : undefined;
  const cursor = decodeCursor(after, [cursorPart.timestamp, cursorPart.uuid]);
  const page = cursor
    ? and(
        base,
        sql`(${offers.createdAt}, ${offers.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`,
      )
    : base;
  const [rows, [count]] = await Promise.all([
    selectOffers(ctx.db, page, limit + 1),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(offers)
      .where(base),
  ]);
  const items = rows.slice(0, limit);
  const hasNextPage = rows.length > limit;
  const last = items[items.length - 1];
  const [lastCursor] = last
    ? (
        (await ctx.db.execute(
          sql`select created_at::text as at from offers where id = ${last.id}`,
        )) as unknown as { rows: { at: string }[] }
      ).rows
    : [];
  return {
    items: items.map(offerView),
    totalCount: Number(count?.n ?? 0),
    hasNextPage,
    endCursor: hasNextPage && last && lastCursor ? encodeCursor([lastCursor.at, last.id]) : null,
  };
}

export async function getOffer(ctx: GraphQLContext, caller: BusinessCaller, args: { id: string }) {
  const offer = await findOffer(ctx.db, args.id, visibleMerchant(caller));
  return offer ? offerView(offer) : null;
}

const notFound = { success: false, messageCode: RESULT_CODES.OFFER_NOT_FOUND, offer: null };

/** The coupon's value: the fixed price, or the product's price less the discount. */
async function offerValues(db: Db, merchantId: string, input: z.output<typeof offerInputSchema>) {
  let product: typeof products.$inferSelect | undefined;
  if (input.productId) {
    [product] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.merchantId, merchantId)));
    if (!product) badUserInput('productNotFound', { productId: 'productNotFound' });
  }
  const retailPrice =
    input.offerPriceMinor ?? Math.round((product!.price * (100 - input.discountPercent!)) / 100);
  return {
    productId: input.productId ?? null,
    title: input.title,
    description: input.description,
    retailPrice,
    discountPercent: input.offerPriceMinor == null ? input.discountPercent : null,
    currency: product?.currency ?? 'EUR',
    validFrom: new Date(input.validFrom),
    validUntil: new Date(input.validUntil),
    quantityAvailable: input.quantityAvailable ?? null,
  };
}

export async function createOffer(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(offerInputSchema, args.input);
  const merchantId = caller.selectedBusiness.merchantId;
  const [row] = await ctx.db
    .insert(offers)
    .values({ ...(await offerValues(ctx.db, merchantId, input)), merchantId, status: 'pending' })
    .returning({ id: offers.id });
  return {
    success: true,
    messageCode: RESULT_CODES.OFFER_SAVED,
    offer: offerView((await findOffer(ctx.db, row!.id, null))!),
  };
}

export async function updateOffer(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string; input: unknown },
) {
  const existing = await findOffer(ctx.db, args.id, visibleMerchant(caller));
  if (!existing) return notFound;
  if (existing.status !== 'pending' && existing.status !== 'rejected') {
    return {
      success: false,
      messageCode: RESULT_CODES.INVALID_TRANSITION,
      offer: offerView(existing),
    };
  }
  const input = parseArgs(offerInputSchema, args.input);
  await ctx.db
    .update(offers)
    .set({
      ...(await offerValues(ctx.db, existing.merchantId, input)),
      status: 'pending',
      rejectionReason: null,
      updatedAt: new Date(),
    })
    .where(eq(offers.id, existing.id));
  return {
    success: true,
    messageCode: RESULT_CODES.OFFER_SAVED,
    offer: offerView((await findOffer(ctx.db, existing.id, null))!),
  };
}

const statusArgs = z.object({
  id: z.string(),
  status: offerStatusSchema,
  reason: z.string().trim().max(500).nullish(),
});

export async function setOfferStatus(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { id, status, reason } = parseArgs(statusArgs, args);
  const existing = await findOffer(ctx.db, id, visibleMerchant(caller));
  if (!existing) return notFound;
  if ((status === 'approved' && existing.status === 'pending') || status === 'rejected') {
    assertCan(caller, 'offer:approve');
  }
  if (status === 'rejected' && !reason)
    badUserInput('reasonRequired', { reason: 'reasonRequired' });
  const from = existing.status as OfferStatus;
  if (!OFFER_TRANSITIONS[from].includes(status)) {
    return {
      success: false,
      messageCode: RESULT_CODES.INVALID_TRANSITION,
      offer: offerView(existing),
    };
  }
  const moved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(offers)
      .set({
        status,
        rejectionReason: status === 'rejected' ? reason : null,
        updatedAt: new Date(),
      })
      .where(and(eq(offers.id, existing.id), eq(offers.status, from)))
      .returning({ id: offers.id });
    // The provider's decision reaches the business's people who write its offers.
    if (row && from === 'pending' && (status === 'approved' || status === 'rejected')) {
      const people = await employeesHolding(tx, existing.merchantId, 'offer:write');
      await notify(
        tx,
        people.map((employeeId) => ({
          employeeId,
          merchantId: existing.merchantId,
          kind: status === 'approved' ? 'offer_approved' : 'offer_rejected',
          params: { offer: existing.title, reason: reason ?? '' },
          link: '/marketplace',
        })),
      );
    }
    return row;
  });
  if (!moved)
    return {
      success: false,
      messageCode: RESULT_CODES.INVALID_TRANSITION,
      offer: offerView(existing),
    };
  return {
    success: true,
    messageCode: RESULT_CODES.OFFER_SAVED,
    offer: offerView((await findOffer(ctx.db, existing.id, null))!),
  };
}

const WALLET_RATE_LIMIT = { max: 120, windowMs: 60_000 };

async function walletCustomer(ctx: GraphQLContext, walletKey: string) {
  const attempt = await takeAttempt(ctx.db, [`wallet:${ctx.request.ip}`], WALLET_RATE_LIMIT);
  if (!attempt.allowed || typeof walletKey !== 'string' || walletKey.length > 200) return undefined;
  const customer = await findCustomerByWalletKeyHash(ctx.db, hashOpaqueToken(walletKey));
  return customer?.status === 'active' ? customer : undefined;
}

// An offer the customer can take now and has not taken yet.
const openToWallet = (customerId: string) =>
  sql`${offers.status} = 'approved' and ${offers.validFrom} <= now() and ${offers.validUntil} > now()
    and (${offers.quantityAvailable} is null or ${offers.taken} < ${offers.quantityAvailable})
    and not exists (select 1 from coupons c where c.offer_id = ${offers.id} and c.customer_id = ${customerId})
    and ${offerOpenToCustomer(sql`${offers.id}`, customerId, now())}`;

export async function walletOffers(ctx: GraphQLContext, args: { walletKey: string }) {
  const customer = await walletCustomer(ctx, args.walletKey);
  if (!customer) return [];
  const rows = await selectOffers(ctx.db, openToWallet(customer.id), 100);
  return rows.map(offerView);
}

const SPONSORED_LIMIT = 10;

/**
 * The campaigns showing to this wallet, the wallet placement first and then the oldest approved;
 * each counts as an impression, once per wallet and day.
 */
export async function walletSponsored(ctx: GraphQLContext, args: { walletKey: string }) {
  const customer = await walletCustomer(ctx, args.walletKey);
  if (!customer) return [];
  const rows = await ctx.db
    .select({
      ...offerColumns,
      campaignId: sql<string>`k.id`,
      placement: sql<CampaignPlacement>`k.placement`,
    })
    .from(offers)
    .innerJoin(sql`ad_campaigns k`, sql`k.offer_id = ${offers.id}`)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .leftJoin(products, eq(products.id, offers.productId))
    .where(sql`${campaignShowing} and ${openToWallet(customer.id)}`)
    .orderBy(sql`k.placement = 'wallet' desc, k.reviewed_at, k.id`)
    .limit(SPONSORED_LIMIT);
  // One offer advertised by two campaigns is shown once, by the first.
  const seen = new Set<string>();
  const shown = rows.filter((r) => !seen.has(r.offer.id) && seen.add(r.offer.id));
  await recordImpressions(
    ctx.db,
    shown.map((r) => r.campaignId),
    customer.id,
  );
  return shown.map((r) => ({
    campaignId: r.campaignId,
    placement: r.placement,
    offer: offerView({ ...r.offer, merchantName: r.merchantName, productName: r.productName }),
  }));
}

export async function takeOffer(
  ctx: GraphQLContext,
  args: {
    walletKey: string;
    offerId: string;
    referralCode?: string | null;
    campaignId?: string | null;
  },
) {
  const customer = await walletCustomer(ctx, args.walletKey);
  if (!customer || !z.uuid().safeParse(args.offerId).success) {
    return { success: false, messageCode: RESULT_CODES.OFFER_NOT_AVAILABLE, couponId: null };
  }
  // Before the coupon: the sale its redemption makes then earns the affiliate's commission.
  await attributeCustomer(ctx.db, customer, args.referralCode);
  try {
    return await ctx.db.transaction(async (tx) => {
      // Claims one of the offer's coupons in a conditional UPDATE: never more than quantityAvailable.
      const [offer] = await tx
        .update(offers)
        .set({ taken: sql`${offers.taken} + 1` })
        .where(
          sql`${offers.id} = ${args.offerId} and ${offers.status} = 'approved' and ${offers.validFrom} <= now()
            and ${offers.validUntil} > now() and (${offers.quantityAvailable} is null or ${offers.taken} < ${offers.quantityAvailable})
            and ${offerOpenToCustomer(sql`${offers.id}`, customer.id, now())}`,
        )
        .returning();
      if (!offer) {
        // Sold out only for an offer the customer could have taken; a members-only offer of
        // a programme they are not in is, to them, not there.
        const [exists] = await tx
          .select({ id: offers.id })
          .from(offers)
          .where(
            and(
              eq(offers.id, args.offerId),
              offerOpenToCustomer(sql`${offers.id}`, customer.id, now()),
            ),
          );
        return {
          success: false,
          messageCode: exists ? RESULT_CODES.SOLD_OUT : RESULT_CODES.OFFER_NOT_AVAILABLE,
          couponId: null,
        };
      }
      const [coupon] = await tx
        .insert(coupons)
        .values({
          offerId: offer.id,
          customerId: customer.id,
          merchantId: offer.merchantId,
          name: offer.title,
          retailPrice: offer.retailPrice,
          currency: offer.currency,
          expiresAt: offer.validUntil,
        })
        .returning({ id: coupons.id });
      if (isUuid(args.campaignId))
        await attributeCoupon(tx, {
          couponId: coupon!.id,
          offerId: offer.id,
          campaignId: args.campaignId,
        });
      return { success: true, messageCode: RESULT_CODES.OFFER_TAKEN, couponId: coupon!.id };
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505')
      return { success: false, messageCode: RESULT_CODES.ALREADY_TAKEN, couponId: null };
    throw error;
  }
}
