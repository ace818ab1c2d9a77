import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import { grantableRoles, PROVIDER_ROLES } from '@back-office/domain/people';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import type { Role } from '@back-office/domain/roles';
import {
  addTeamMemberSchema,
  membershipInputSchema,
  teamFilterSchema,
} from '@back-office/domain/schemas/people';
import { merchants } from '../../db/schema';
import { callerCan, type BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput, forbidden } from '../../graphql/errors';
import { cursorPart, decodeCursor, pageArgs, pageOf } from '../../graphql/pagination';
import { parseArgs } from '../../graphql/validate';
import { revokeBusinessSessions } from '../auth/revoke-sessions';
import { pgErrorCode, visibleMerchant } from '../../graphql/tenant';
import { addMembership, unusablePasswordHash } from './invitations';
import {
  findMember,
  listDepartments,
  listMembers,
  lockMerchant,
  otherActiveExecutives,
  updateMembershipRow,
  type MemberRow,
} from './team.queries';

export function memberView(row: MemberRow) {
  const m = row.membership;
  return {
    _id: m.id,
    employeeId: m.employeeId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    merchantId: m.merchantId,
    merchantName: row.merchantName,
    roles: row.roles,
    department: m.department,
    position: m.position,
    status: m.status,
    startingDate: m.startingDate,
    endDate: m.endDate,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/**
 * The business an operation acts on: the requested one for a caller who holds
 * business:any, else the caller's own.
 * Another business's id from anyone else is answered as not found (null).
 */
export function targetMerchant(
  caller: BusinessCaller,
  requested: string | null | undefined,
): string | null {
  const own = caller.selectedBusiness.merchantId;
  if (!requested) return own;
  if (callerCan(caller, 'business:any')) return requested;
  return requested === own ? own : null;
}

/** Refuses roles the caller may not hand out in this business. */
export function assertMayGrant(
  caller: BusinessCaller,
  roles: readonly Role[],
  providerBusiness: boolean,
): void {
  const held = caller.selectedBusiness.roles;
  if (roles.every((r) => grantableRoles(held, providerBusiness).includes(r))) return;
  // An ADMIN who picked ADMIN or su for a merchant made a wrong choice; anyone else lacks the right.
  if (!providerBusiness && roles.every((r) => grantableRoles(held, true).includes(r))) {
    badUserInput('providerRolesOnly', { roles: 'providerRolesOnly' });
  }
  forbidden();
}

const listArgs = z.object({ filter: teamFilterSchema.nullish(), ...pageArgs });

export async function listTeam(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { filter, first, after } = parseArgs(listArgs, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const { rows, total } = await listMembers(ctx.db, {
    merchantId: visibleMerchant(caller, filter?.merchantId),
    department: filter?.department || null,
    role: filter?.role,
    status: filter?.status,
    search: filter?.search || null,
    after: decodeCursor(after, [cursorPart.text, cursorPart.text, cursorPart.uuid]),
    limit: limit + 1,
  });
  const page = pageOf(rows, limit, (r) => [r.keyLast, r.keyFirst, r.membership.id]);
  return { ...page, items: page.items.map(memberView), totalCount: total };
}

export async function getMember(ctx: GraphQLContext, caller: BusinessCaller, args: { id: string }) {
  if (!z.uuid().safeParse(args.id).success) return null;
  const row = await findMember(ctx.db, args.id, visibleMerchant(caller));
  return row ? memberView(row) : null;
}

const merchantArg = z.object({ merchantId: z.uuid().nullish() });

export async function teamDepartments(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { merchantId } = parseArgs(merchantArg, args);
  return listDepartments(ctx.db, visibleMerchant(caller, merchantId));
}

export async function teamGrantableRoles(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: unknown,
) {
  const merchantId = targetMerchant(caller, parseArgs(merchantArg, args).merchantId);
  if (!merchantId) return [];
  const [merchant] = await ctx.db
    .select({ isProvider: merchants.isProvider })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return merchant ? grantableRoles(caller.selectedBusiness.roles, merchant.isProvider) : [];
}

async function memberResult(
  ctx: GraphQLContext,
  messageCode: string,
  membershipId: string,
  success: boolean,
) {
  const row = await findMember(ctx.db, membershipId, null);
  return { success, messageCode, member: row ? memberView(row) : null };
}

export async function addTeamMember(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(addTeamMemberSchema, args.input);
  const notFound = { success: false, messageCode: RESULT_CODES.BUSINESS_NOT_FOUND, member: null };
  const merchantId = targetMerchant(caller, input.merchantId);
  if (!merchantId) return notFound;
  try {
    const outcome = await ctx.db.transaction(async (tx) => {
      const merchant = await lockMerchant(tx, merchantId);
      if (!merchant) return null;
      assertMayGrant(caller, input.roles, merchant.isProvider);
      return addMembership(tx, ctx.config, merchant, input, unusablePasswordHash);
    });
    if (!outcome) return notFound;
    if ('mail' in outcome) await ctx.mailer.send(ctx.db, outcome.mail, ctx.request.log);
    return memberResult(
      ctx,
      outcome.code,
      outcome.membershipId,
      outcome.code !== RESULT_CODES.ALREADY_MEMBER,
    );
  } catch (error) {
    // The same person added twice at once: the unique indexes let one through.
    if (pgErrorCode(error) === '23505')
      return { success: false, messageCode: RESULT_CODES.ALREADY_MEMBER, member: null };
    throw error;
  }
}

export async function updateTeamMembership(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string; input: unknown },
) {
  const notFound = { success: false, messageCode: RESULT_CODES.MEMBER_NOT_FOUND, member: null };
  if (!z.uuid().safeParse(args.id).success) return notFound;
  const input = parseArgs(membershipInputSchema, args.input);
  const existing = await findMember(ctx.db, args.id, visibleMerchant(caller));
  if (!existing) return notFound;
  const code = await ctx.db.transaction(async (tx) => {
    const merchant = await lockMerchant(tx, existing.membership.merchantId);
    // Read again under the lock: a concurrent change of this business may have come first.
    const current = merchant && (await findMember(tx, existing.membership.id, null));
    if (!merchant || !current) return RESULT_CODES.MEMBER_NOT_FOUND;
    const held = current.roles as Role[];
    // Whoever may not grant a provider role the member holds may not change their membership.
    const providerRoles = held.filter((r) => PROVIDER_ROLES.includes(r));
    if (
      !providerRoles.every((r) => grantableRoles(caller.selectedBusiness.roles, true).includes(r))
    )
      forbidden();
    assertMayGrant(
      caller,
      input.roles.filter((r) => !held.includes(r)),
      merchant.isProvider,
    );
    const wasExecutive = current.membership.status === 'active' && held.includes('EXECUTIVE');
    const staysExecutive = input.status === 'active' && input.roles.includes('EXECUTIVE');
    if (
      wasExecutive &&
      !staysExecutive &&
      (await otherActiveExecutives(tx, merchant.id, current.membership.id)) === 0
    ) {
      return RESULT_CODES.LAST_EXECUTIVE;
    }
    const { roles, ...values } = input;
    await updateMembershipRow(tx, current.membership.id, values, roles);
    if (input.status !== 'active') {
      await revokeBusinessSessions(tx, {
        merchantId: merchant.id,
        employeeId: current.membership.employeeId,
      });
    }
    return RESULT_CODES.MEMBER_SAVED;
  });
  if (code === RESULT_CODES.MEMBER_NOT_FOUND) return notFound;
  return memberResult(ctx, code, existing.membership.id, code === RESULT_CODES.MEMBER_SAVED);
}

// Memberships as a new business makes its first one.
export { addMembership, unusablePasswordHash } from './invitations';
export { findMember } from './team.queries';
