import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import {
  businessFilterSchema,
  businessStatusField,
  companyInputSchema,
  executiveInputSchema,
} from '@back-office/domain/schemas/people';
import { businessSettings, merchants } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { cursorPart, decodeCursor, pageArgs, pageOf } from '../../graphql/pagination';
import { parseArgs } from '../../graphql/validate';
import { now } from '../../jobs/clock';
import { revokeBusinessSessions } from '../auth/revoke-sessions';
import { insertMerchant } from '../employee/employee.service';
import { addMembership, findMember, memberView, unusablePasswordHash } from '../team/team.service';
import { businessView, findBusiness, listBusinesses } from './business.queries';
import { assertLogoImage, companyValues } from './company';

const listArgs = z.object({ filter: businessFilterSchema.nullish(), ...pageArgs });

export async function listBusinessPage(ctx: GraphQLContext, args: unknown) {
  const { filter, first, after } = parseArgs(listArgs, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const at = now();
  const { rows, total, totalIsExact } = await listBusinesses(ctx.db, {
    at,
    status: filter?.status,
    search: filter?.search || null,
    after: decodeCursor(after, [cursorPart.text, cursorPart.uuid]),
    limit: limit + 1,
  });
  const page = pageOf(rows, limit, (r) => [r.sortKey, r.merchant.id]);
  return {
    ...page,
    items: page.items.map((r) => businessView(r, at)),
    totalCount: total,
    totalCountIsExact: totalIsExact,
  };
}

const isId = (id: unknown): id is string => z.uuid().safeParse(id).success;

export async function getBusiness(ctx: GraphQLContext, args: { id: string }) {
  const at = now();
  const row = isId(args.id) ? await findBusiness(ctx.db, args.id, at) : undefined;
  return row ? businessView(row, at) : null;
}

const notFound = { success: false, messageCode: RESULT_CODES.BUSINESS_NOT_FOUND, business: null };

async function saved(ctx: GraphQLContext, id: string) {
  const at = now();
  const row = await findBusiness(ctx.db, id, at);
  return {
    success: true,
    messageCode: RESULT_CODES.BUSINESS_SAVED,
    business: row ? businessView(row, at) : null,
  };
}

const createArgs = z.object({ input: companyInputSchema, executive: executiveInputSchema });

export async function createBusiness(ctx: GraphQLContext, args: unknown) {
  const { input, executive } = parseArgs(createArgs, args);
  await assertLogoImage(ctx.db, input.logoImageId, null);
  const { merchantId, added } = await ctx.db.transaction(async (tx) => {
    const merchant = await insertMerchant(tx, companyValues(input));
    await tx.insert(businessSettings).values({ merchantId: merchant.id });
    const firstExecutive = {
      ...executive,
      roles: ['EXECUTIVE' as const],
      department: null,
      position: 'Executive',
      startingDate: null,
      endDate: null,
    };
    return {
      merchantId: merchant.id,
      added: await addMembership(tx, ctx.config, merchant, firstExecutive, unusablePasswordHash),
    };
  });
  if ('mail' in added) await ctx.mailer.send(ctx.db, added.mail, ctx.request.log);
  const at = now();
  const [business, member] = await Promise.all([
    findBusiness(ctx.db, merchantId, at),
    findMember(ctx.db, added.membershipId, null),
  ]);
  return {
    success: true,
    messageCode: RESULT_CODES.BUSINESS_CREATED,
    business: business ? businessView(business, at) : null,
    executive: member ? memberView(member) : null,
    invitationSent: added.code === RESULT_CODES.INVITATION_SENT,
  };
}

export async function updateBusiness(ctx: GraphQLContext, args: { id: string; input: unknown }) {
  if (!isId(args.id)) return notFound;
  const input = parseArgs(companyInputSchema, args.input);
  await assertLogoImage(ctx.db, input.logoImageId, null);
  const [row] = await ctx.db
    .update(merchants)
    .set(companyValues(input))
    .where(eq(merchants.id, args.id))
    .returning({ id: merchants.id });
  return row ? saved(ctx, row.id) : notFound;
}

const statusArgs = z.object({ id: z.string(), status: businessStatusField });

export async function setBusinessStatus(ctx: GraphQLContext, args: unknown) {
  const { id, status } = parseArgs(statusArgs, args);
  const at = now();
  const existing = isId(id) ? await findBusiness(ctx.db, id, at) : undefined;
  if (!existing) return notFound;
  // Suspending the provider would lock out the very staff who could undo it.
  if (existing.merchant.isProvider && status === 'suspended') {
    return {
      success: false,
      messageCode: RESULT_CODES.PROVIDER_NOT_SUSPENDABLE,
      business: businessView(existing, at),
    };
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(merchants).set({ status, updatedAt: new Date() }).where(eq(merchants.id, id));
    if (status === 'suspended') await revokeBusinessSessions(tx, { merchantId: id });
  });
  return saved(ctx, id);
}

// A business's company details, which its profile edits too.
export { assertLogoImage, companyValues } from './company';
