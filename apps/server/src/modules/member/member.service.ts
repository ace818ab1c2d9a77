import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, INPUT_MAX } from '@back-office/domain/constants';
import {
  enrolInputSchema,
  memberFilterSchema,
  membersOnlyInputSchema,
  programmeField,
  renewInputSchema,
  tierInputSchema,
} from '@back-office/domain/schemas/members';
import { optionalText } from '@back-office/domain/schemas/fields';
import { addMonths } from '@back-office/domain/subscriptions';
import type { Db } from '../../db/client';
import {
  customers,
  memberTiers,
  membershipPeriods,
  offerMemberTiers,
  offers,
  programmeMemberships,
} from '../../db/schema';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { cursorPart, decodeCursor, encodeCursor, pageArgs } from '../../graphql/pagination';
import { pgErrorCode } from '../../graphql/tenant';
import { isUuid, parseArgs } from '../../graphql/validate';
import { now } from '../../jobs/clock';
import {
  approvedOfferChoices,
  customerChoices,
  findMembership,
  findTier,
  listMembers,
  liveTiersOfCouponHolder,
  membersOnlyOffers,
  openMembership,
  openToCustomer,
  periodsOfMembership,
  redeemedValues,
  tiersOf,
  tiersOfOffers,
  type MemberRow,
  type TierLabelRow,
  type TierRow,
} from './member.queries';
import { messageOf } from '../../graphql/result-message';
import { type MessageKey } from '@back-office/domain/message-keys';

const iso = (d: string | Date | null) => (d ? new Date(d).toISOString() : null);

function tierView(tier: TierRow & { members?: number }) {
  return {
    _id: tier.id,
    programme: tier.programme,
    nameEn: tier.nameEn,
    nameEl: tier.nameEl,
    priceMinor: tier.price,
    currency: tier.currency,
    periodMonths: tier.periodMonths,
    rank: tier.rank,
    active: tier.active,
    memberCount: tier.members ?? 0,
  };
}

const labelView = (r: TierLabelRow) => ({
  tierId: r.tier_id,
  programme: r.programme,
  nameEn: r.name_en,
  nameEl: r.name_el,
});

async function memberViews(db: Db, programme: string, rows: MemberRow[]) {
  const at = now();
  const [tiers, values] = await Promise.all([
    tiersOf(db, programme, at),
    redeemedValues(
      db,
      programme,
      rows.map((r) => r.customer_id),
    ),
  ]);
  const byId = new Map(tiers.map((t) => [t.id, t]));
  return rows.map((r) => {
    const mine = values.filter((v) => v.customer_id === r.customer_id);
    const live = r.status === 'active' || r.status === 'expiring';
    return {
      _id: r.id,
      programme: r.programme,
      customerId: r.customer_id,
      customerName: r.customer_name,
      customerEmail: r.customer_email,
      tier: tierView(byId.get(r.tier_id)!),
      status: r.status,
      joinedAt: iso(r.joined_at)!,
      coveredUntil: live ? iso(r.covered_until) : null,
      lastPeriodEnd: iso(r.covered_until)!,
      cancelledAt: iso(r.cancelled_at),
      renewals: Math.max(0, Number(r.renewals)),
      redeemedCount: mine.reduce((n, v) => n + Number(v.n), 0),
      redeemedValue: mine.map((v) => ({ currency: v.currency, amountMinor: Number(v.amount) })),
    };
  });
}

async function memberById(db: Db, id: string) {
  const membership = await findMembership(db, id);
  if (!membership) return null;
  const { rows } = await listMembers(db, {
    programme: membership.programme,
    at: now(),
    membershipId: id,
    limit: 1,
  });
  return (await memberViews(db, membership.programme, rows))[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function listTiers(ctx: GraphQLContext, args: unknown) {
  const { programme } = parseArgs(z.object({ programme: programmeField }), args);
  return (await tiersOf(ctx.db, programme, now())).map(tierView);
}

const listArgs = z.object({ filter: memberFilterSchema, ...pageArgs });

export async function listMemberPage(ctx: GraphQLContext, args: unknown) {
  const { filter, first, after } = parseArgs(listArgs, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const cursor = decodeCursor(after, [cursorPart.text, cursorPart.uuid] as const);
  const { rows, total } = await listMembers(ctx.db, {
    ...filter,
    at: now(),
    after: cursor,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    nodes: await memberViews(ctx.db, filter.programme, page),
    endCursor: last ? encodeCursor([last.sort_key, last.id]) : null,
    hasNextPage: rows.length > limit,
    total,
  };
}

export async function getMember(ctx: GraphQLContext, args: { id: string }) {
  if (!isUuid(args.id)) return null;
  const member = await memberById(ctx.db, args.id);
  if (!member) return null;
  const periods = await periodsOfMembership(ctx.db, args.id);
  return {
    member,
    periods: periods.map((p) => ({
      _id: p.id,
      tierName: p.tier_name,
      startsAt: iso(p.starts_at)!,
      endsAt: iso(p.ends_at)!,
      priceMinor: p.price,
      currency: p.currency,
      createdAt: iso(p.created_at)!,
    })),
  };
}

export async function listMembersOnlyOffers(ctx: GraphQLContext, args: unknown) {
  const { programme } = parseArgs(z.object({ programme: programmeField }), args);
  return (await membersOnlyOffers(ctx.db, programme)).map((r) => ({
    offerId: r.offer_id,
    title: r.title,
    businessName: r.business_name,
    status: r.status,
    tier: labelView(r),
  }));
}

const searchArgs = z.object({ search: optionalText(INPUT_MAX) });

export async function listOfferChoices(ctx: GraphQLContext, args: unknown) {
  const { search } = parseArgs(searchArgs, args);
  return (await approvedOfferChoices(ctx.db, search)).map((r) => ({
    _id: r.id,
    title: r.title,
    businessName: r.business_name,
  }));
}

export async function listCustomerChoices(ctx: GraphQLContext, args: unknown) {
  const { search } = parseArgs(searchArgs, args);
  return (await customerChoices(ctx.db, search)).map((r) => ({
    _id: r.id,
    name: r.name,
    email: r.email,
  }));
}

// ---------------------------------------------------------------------------------------------
// What other modules ask: the wallet, the marketplace and the scanner.

/** The condition on an offer column that keeps members-only offers from everyone else. */
export function offerOpenToCustomer(offerId: SQL, customerId: string, at: Date): SQL {
  return openToCustomer(offerId, customerId, at);
}

const offerTiersOfRequest = new WeakMap<
  object,
  Promise<Map<string, ReturnType<typeof labelView>>>
>();

/** An offer's members-only tier, or null; every offer's are read once per request. */
export async function memberTierOfOffer(ctx: GraphQLContext, offerId: string) {
  let tiers = offerTiersOfRequest.get(ctx.request);
  if (!tiers) {
    tiers = tiersOfOffers(ctx.db).then(
      (rows) => new Map(rows.map((r) => [r.offer_id, labelView(r)])),
    );
    offerTiersOfRequest.set(ctx.request, tiers);
  }
  return (await tiers).get(offerId) ?? null;
}

/** The tiers of the live memberships of a coupon's holder, for the scanner's success sheet. */
export async function couponHolderTiers(db: Db, couponId: string) {
  return (await liveTiersOfCouponHolder(db, couponId, now())).map(labelView);
}

// ---------------------------------------------------------------------------------------------
// Writing

const saveTierArgs = z.object({ id: z.string().nullish(), input: tierInputSchema });

export async function saveTier(ctx: GraphQLContext, args: unknown) {
  const { id, input } = parseArgs(saveTierArgs, args);
  const values = {
    programme: input.programme,
    nameEn: input.nameEn,
    nameEl: input.nameEl,
    price: input.priceMinor,
    currency: input.currency,
    periodMonths: input.periodMonths,
    rank: input.rank,
    active: input.active,
  };
  let tierId: string | undefined;
  if (id) {
    if (!isUuid(id)) return { success: false, ...messageOf('tierNotFound'), tier: null };
    const [row] = await ctx.db
      .update(memberTiers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(memberTiers.id, id))
      .returning({ id: memberTiers.id });
    tierId = row?.id;
  } else {
    const [row] = await ctx.db.insert(memberTiers).values(values).returning({ id: memberTiers.id });
    tierId = row?.id;
  }
  if (!tierId) return { success: false, ...messageOf('tierNotFound'), tier: null };
  const tier = (await tiersOf(ctx.db, input.programme, now())).find((t) => t.id === tierId)!;
  return { success: true, ...messageOf('tierSaved'), tier: tierView(tier) };
}

const refused = (message: MessageKey) => ({ success: false, ...messageOf(message), member: null });

async function answer(ctx: GraphQLContext, message: MessageKey, membershipId: string) {
  return { success: true, ...messageOf(message), member: await memberById(ctx.db, membershipId) };
}

async function statusOf(db: Db, membershipId: string, programme: string) {
  const { rows } = await listMembers(db, { programme, at: now(), membershipId, limit: 1 });
  return rows[0]?.status;
}

export async function enrol(ctx: GraphQLContext, caller: BusinessCaller, args: { input: unknown }) {
  const input = parseArgs(enrolInputSchema, args.input);
  const at = now();
  const [customer] = await ctx.db
    .select()
    .from(customers)
    .where(eq(customers.id, input.customerId));
  if (!customer) return refused('customerNotFound');
  const tier = await findTier(ctx.db, input.tierId);
  if (!tier) return refused('tierNotFound');
  if (!tier.active) return refused('tierRetired');
  const existing = await openMembership(ctx.db, customer.id, tier.programme);
  if (existing) {
    const status = await statusOf(ctx.db, existing.id, tier.programme);
    if (status === 'active' || status === 'expiring') return refused('alreadyEnrolled');
  }
  const end = addMonths(at, tier.periodMonths);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      // A lapsed or cancelled membership stays as it was, closed: its history is kept.
      if (existing)
        await tx
          .update(programmeMemberships)
          .set({ closedAt: at })
          .where(eq(programmeMemberships.id, existing.id));
      const [membership] = await tx
        .insert(programmeMemberships)
        .values({
          customerId: customer.id,
          programme: tier.programme,
          tierId: tier.id,
          joinedAt: at,
          coveredFrom: at,
          coveredUntil: end,
        })
        .returning({ id: programmeMemberships.id });
      await tx.insert(membershipPeriods).values({
        membershipId: membership!.id,
        tierId: tier.id,
        startsAt: at,
        endsAt: end,
        price: tier.price,
        currency: tier.currency,
        createdBy: caller.sub,
      });
      return membership!.id;
    });
    return answer(ctx, 'enrolled', id);
  } catch (error) {
    // Enrolled by another request meanwhile: one open membership per customer and programme.
    if (pgErrorCode(error) === '23505') return refused('alreadyEnrolled');
    throw error;
  }
}

export async function renew(ctx: GraphQLContext, caller: BusinessCaller, args: { input: unknown }) {
  const input = parseArgs(renewInputSchema, args.input);
  const at = now();
  const membership = await findMembership(ctx.db, input.membershipId);
  if (!membership) return refused('membershipNotFound');
  if (membership.cancelledAt && membership.cancelledAt <= at) return refused('membershipEnded');
  if (input.lastPeriodEnd && Date.parse(input.lastPeriodEnd) !== membership.coveredUntil.getTime())
    return refused('alreadyRenewed');
  const tier = await findTier(ctx.db, input.tierId ?? membership.tierId);
  if (!tier || tier.programme !== membership.programme) return refused('tierNotFound');
  if (!tier.active) return refused('tierRetired');
  // Covered now: the next period follows the current run; lapsed: a new run starts now.
  const covered = membership.coveredFrom <= at && membership.coveredUntil > at;
  const start = covered ? membership.coveredUntil : at;
  const end = addMonths(start, tier.periodMonths);
  try {
    const renewed = await ctx.db.transaction(async (tx) => {
      // Only if nobody renewed since it was read: the covered run's end is the version.
      const [row] = await tx
        .update(programmeMemberships)
        .set({
          coveredFrom: covered ? membership.coveredFrom : at,
          coveredUntil: end,
          tierId: tier.id,
        })
        .where(
          and(
            eq(programmeMemberships.id, membership.id),
            eq(programmeMemberships.coveredUntil, membership.coveredUntil),
          ),
        )
        .returning({ id: programmeMemberships.id });
      if (!row) return false;
      await tx.insert(membershipPeriods).values({
        membershipId: membership.id,
        tierId: tier.id,
        startsAt: start,
        endsAt: end,
        price: tier.price,
        currency: tier.currency,
        createdBy: caller.sub,
      });
      return true;
    });
    return renewed ? answer(ctx, 'renewed', membership.id) : refused('alreadyRenewed');
  } catch (error) {
    if (pgErrorCode(error) === '23505') return refused('alreadyRenewed');
    throw error;
  }
}

export async function cancelMembership(ctx: GraphQLContext, args: unknown) {
  const { membershipId } = parseArgs(z.object({ membershipId: z.string() }), args);
  if (!isUuid(membershipId)) return refused('membershipNotFound');
  const at = now();
  const membership = await findMembership(ctx.db, membershipId);
  if (!membership) return refused('membershipNotFound');
  if (membership.cancelledAt && membership.cancelledAt <= at) return refused('membershipEnded');
  await ctx.db
    .update(programmeMemberships)
    .set({ cancelledAt: at })
    .where(eq(programmeMemberships.id, membership.id));
  return answer(ctx, 'membershipCancelled', membership.id);
}

export async function setOfferMembersOnly(ctx: GraphQLContext, args: { input: unknown }) {
  const input = parseArgs(membersOnlyInputSchema, args.input);
  const [offer] = await ctx.db
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.id, input.offerId));
  if (!offer) return { success: false, ...messageOf('offerNotFound') };
  if (!input.tierId) {
    await ctx.db.delete(offerMemberTiers).where(eq(offerMemberTiers.offerId, offer.id));
    return { success: true, ...messageOf('offerForEveryone') };
  }
  const tier = await findTier(ctx.db, input.tierId);
  if (!tier) return { success: false, ...messageOf('tierNotFound') };
  await ctx.db
    .insert(offerMemberTiers)
    .values({ offerId: offer.id, tierId: tier.id })
    .onConflictDoUpdate({ target: offerMemberTiers.offerId, set: { tierId: tier.id } });
  return { success: true, ...messageOf('offerMembersOnly') };
}
