import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { attribute, type Attribution } from '../affiliate/affiliate.service';
import {
  employeeIdSchema,
  loginArgsSchema,
  resetPasswordRequestSchema,
  selectBusinessArgsSchema,
  signupPayloadSchema,
} from '@back-office/domain/schemas/auth';
import type { SelectedBusinessClaim } from '@back-office/domain/access';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { assertCan } from '../../graphql/access-rules';
import { unauthenticated } from '../../graphql/errors';
import { parseArgs } from '../../graphql/validate';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { takeAttempt } from '../auth/rate-limit';
import {
  clearRefreshCookie,
  isCrossSite,
  readRefreshToken,
  setRefreshCookie,
} from '../auth/refresh-cookie';
import { issueRefreshToken, revokeFamilyOf, rotateRefreshToken } from '../auth/refresh-tokens';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens';
import {
  activeMemberships,
  findEmployeeByEmail,
  findEmployeeById,
  insertEmployee,
  insertMembership,
  insertMerchant,
  loadEmployeeView,
  type MembershipView,
  updatePasswordHash,
} from './employee.queries';
import { msg } from '@back-office/domain/message-keys';
import { MESSAGES } from '@back-office/domain/messages';
import { REFERRAL_MESSAGES, REFERRAL_OUTCOME_TEXT } from '@back-office/domain/affiliates';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The claim a token carries for a membership: role names and the union of their permissions. */
export function businessClaim(membership: MembershipView): SelectedBusinessClaim {
  const permissions = new Set<string>();
  for (const role of membership.roles) for (const p of role.permissions) permissions.add(p);
  return {
    merchantId: membership.merchantId._id,
    roles: membership.roles.map((r) => r.name),
    permissions: [...permissions],
  };
}

export async function login(ctx: GraphQLContext, args: { email: string; password: string }) {
  const { email, password } = parseArgs(loginArgsSchema, args);
  const attempt = await takeAttempt(
    ctx.db,
    [`email:${email}`, `ip:${ctx.request.ip}`],
    ctx.config.loginRateLimit,
  );
  if (!attempt.allowed) return { success: false, messageCode: RESULT_CODES.TOO_MANY_ATTEMPTS };

  const employee = await findEmployeeByEmail(ctx.db, email);
  const valid = await verifyPassword(employee?.passwordHash ?? null, password);
  if (!employee || !valid || employee.status !== 'active') {
    return { success: false, messageCode: RESULT_CODES.INVALID_CREDENTIALS };
  }
  await attempt.release();

  const previous = readRefreshToken(ctx.request, ctx.config);
  if (previous) await revokeFamilyOf(ctx.db, previous);
  const { token } = ctx.tokens.signAccess(employee.id, null);
  const refreshToken = await issueRefreshToken(ctx.db, {
    employeeId: employee.id,
    merchantId: null,
    ttlSeconds: ctx.config.refreshTokenTtlSeconds,
  });
  setRefreshCookie(ctx.reply, ctx.config, refreshToken);
  return {
    success: true,
    messageCode: RESULT_CODES.LOGIN_SUCCESS,
    token,
    refreshToken,
    employee: await loadEmployeeView(ctx.db, employee.id),
  };
}

const referralArgs = z.object({ referralCode: z.string().max(100).nullish() });

export async function signup(ctx: GraphQLContext, args: unknown) {
  const input = parseArgs(signupPayloadSchema, args);
  const { referralCode } = parseArgs(referralArgs, args);
  let referral: Attribution | null = null;
  if (await findEmployeeByEmail(ctx.db, input.employeeEmail)) {
    return { success: false, messageCode: RESULT_CODES.EMAIL_TAKEN };
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const employeeId = await ctx.db.transaction(async (tx) => {
      const merchant = await insertMerchant(tx, {
        name: input.companyName,
        companyName: input.companyName,
        companyLegalName: input.companyLegalName,
        companyEmail: input.companyEmail,
        companyPhone: input.companyPhone,
      });
      const employee = await insertEmployee(tx, {
        firstName: input.employeeFirstName,
        lastName: input.employeeLastName,
        email: input.employeeEmail,
        phone: input.employeePhone,
        passwordHash,
      });
      await insertMembership(
        tx,
        {
          employeeId: employee.id,
          merchantId: merchant.id,
          status: 'active',
          position: 'Executive',
          startingDate: new Date().toISOString().slice(0, 10),
        },
        ['EXECUTIVE'],
      );
      referral = await attribute(
        tx,
        {
          kind: 'business',
          id: merchant.id,
          emails: [input.companyEmail, input.employeeEmail],
        },
        referralCode,
      );
      return employee.id;
    });
    return {
      success: true,
      messageCode: RESULT_CODES.SIGNUP_SUCCESS,
      employee: await loadEmployeeView(ctx.db, employeeId),
      referral,
      referralMessage: referral ? REFERRAL_MESSAGES[REFERRAL_OUTCOME_TEXT[referral]] : null,
    };
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides, the loser gets the same answer.
    if (
      (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      return { success: false, messageCode: RESULT_CODES.EMAIL_TAKEN };
    }
    throw error;
  }
}

async function issueBusinessSession(
  ctx: GraphQLContext,
  employeeId: string,
  membership: MembershipView | null,
) {
  const claim = membership ? businessClaim(membership) : null;
  const { token, expiresIn } = ctx.tokens.signAccess(employeeId, claim);
  return { token, expiresIn, claim };
}

export async function selectBusiness(ctx: GraphQLContext, args: { merchantId: string }) {
  const caller = ctx.auth ?? unauthenticated();
  const { merchantId } = parseArgs(selectBusinessArgsSchema, args);
  const [membership] = z.uuid().safeParse(merchantId).success
    ? await activeMemberships(ctx.db, caller.sub, merchantId)
    : [];
  if (!membership) return { success: false, messageCode: RESULT_CODES.NOT_A_MEMBER };

  const previous = readRefreshToken(ctx.request, ctx.config);
  if (previous) await revokeFamilyOf(ctx.db, previous);
  const { token, expiresIn } = await issueBusinessSession(ctx, caller.sub, membership);
  const refreshToken = await issueRefreshToken(ctx.db, {
    employeeId: caller.sub,
    merchantId,
    ttlSeconds: ctx.config.refreshTokenTtlSeconds,
  });
  setRefreshCookie(ctx.reply, ctx.config, refreshToken);
  return {
    success: true,
    messageCode: RESULT_CODES.BUSINESS_SELECTED,
    token,
    accessToken: token,
    expiresIn,
    refreshToken,
    employee: await loadEmployeeView(ctx.db, caller.sub),
  };
}

/**
 * Rotates the refresh token and re-reads the membership, so a role change or a deactivated
 * membership shows in the very next access token.
 */
export async function refreshSession(
  ctx: Pick<GraphQLContext, 'db' | 'config' | 'tokens' | 'request' | 'reply'>,
) {
  if (isCrossSite(ctx.request, ctx.config)) return null;
  const raw = readRefreshToken(ctx.request, ctx.config);
  if (!raw) return null;
  const rotated = await rotateRefreshToken(ctx.db, raw);
  if (!rotated.ok) {
    clearRefreshCookie(ctx.reply, ctx.config);
    return null;
  }
  const employee = await loadEmployeeView(ctx.db, rotated.employeeId);
  if (!employee) {
    clearRefreshCookie(ctx.reply, ctx.config);
    return null;
  }
  const membership = rotated.merchantId
    ? (employee.businesses.find((b) => b.merchantId._id === rotated.merchantId) ?? null)
    : null;
  const { token, expiresIn } = await issueBusinessSession(
    ctx as GraphQLContext,
    employee._id,
    membership,
  );
  setRefreshCookie(ctx.reply, ctx.config, rotated.raw);
  return { token, expiresIn, refreshToken: rotated.raw, employee };
}

export async function refreshEmployeeToken(ctx: GraphQLContext) {
  const session = await refreshSession(ctx);
  if (!session) return unauthenticated(MESSAGES.tokenRefreshFailed);
  return { success: true, messageCode: RESULT_CODES.TOKEN_REFRESHED, ...session };
}

export async function logout(ctx: GraphQLContext) {
  const raw = readRefreshToken(ctx.request, ctx.config);
  if (raw) await revokeFamilyOf(ctx.db, raw);
  clearRefreshCookie(ctx.reply, ctx.config);
  return { success: true, messageCode: RESULT_CODES.LOGGED_OUT };
}

export async function requestPasswordReset(ctx: GraphQLContext, args: { email: string }) {
  const { email } = parseArgs(resetPasswordRequestSchema, args);
  const employee = await findEmployeeByEmail(ctx.db, email);
  if (employee && employee.status === 'active') {
    const { raw, hash } = newOpaqueToken();
    await ctx.db.insert(passwordResetTokens).values({
      employeeId: employee.id,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const link = `${ctx.config.publicUrl}/reset-password/confirm?token=${raw}`;
    await ctx.mailer.send(
      ctx.db,
      {
        to: employee.email,
        subject: 'Reset your Back Office password',
        body: `Someone asked to reset the password of this account.\nSet a new password within one hour: ${link}\nIf it was not you, ignore this email.`,
      },
      ctx.request.log,
    );
  }
  // The same answer for known and unknown emails: the form must not reveal who has an account.
  return { success: true, messageCode: RESULT_CODES.RESET_LINK_SENT };
}

const completeResetSchema = z.object({
  token: z.string().min(1, msg('invalidResetToken')).max(256, msg('invalidResetToken')),
  password: signupPayloadSchema.shape.password,
});

export async function completePasswordReset(ctx: GraphQLContext, args: unknown) {
  const { token, password } = parseArgs(completeResetSchema, args);
  const hash = hashOpaqueToken(token);
  return ctx.db.transaction(async (tx: Db) => {
    const [row] = await tx
      .select()
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hash),
          isNull(passwordResetTokens.usedAt),
          sql`${passwordResetTokens.expiresAt} > now()`,
        ),
      )
      .for('update');
    const employee = row && (await findEmployeeById(tx, row.employeeId));
    if (!row || !employee) return { success: false, messageCode: RESULT_CODES.INVALID_RESET_TOKEN };
    if (await verifyPassword(employee.passwordHash, password)) {
      return { success: false, messageCode: RESULT_CODES.SAME_PASSWORD };
    }
    await updatePasswordHash(tx, employee.id, await hashPassword(password));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(eq(passwordResetTokens.employeeId, employee.id));
    return { success: true, messageCode: RESULT_CODES.PASSWORD_RESET };
  });
}

export async function getEmployee(ctx: GraphQLContext, args: { employeeId: string }) {
  const caller = ctx.auth ?? unauthenticated();
  const { employeeId } = parseArgs(z.object({ employeeId: employeeIdSchema }), args);
  const isSelf = employeeId === caller.sub;
  if (!isSelf) assertCan(caller, 'business:any');
  const employee = z.uuid().safeParse(employeeId).success
    ? await loadEmployeeView(ctx.db, employeeId)
    : undefined;
  if (!employee) return { success: false, messageCode: RESULT_CODES.EMPLOYEE_NOT_FOUND };
  return { success: true, messageCode: RESULT_CODES.EMPLOYEE_FOUND, employee };
}

// The people's rows as the sibling modules use them (a business's creation and profile, the
// team's invitations, one's own profile): through this service, never the queries file.
export { insertEmployee, insertMembership, insertMerchant } from './employee.queries';
export { findEmployeeByEmail, findEmployeeById, loadEmployeeView } from './employee.queries';
export { merchantView, updatePasswordHash } from './employee.queries';
