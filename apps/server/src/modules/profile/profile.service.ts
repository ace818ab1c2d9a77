import { and, eq, isNull, sql } from 'drizzle-orm';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import { changePasswordArgsSchema, profileInputSchema } from '@back-office/domain/schemas/people';
import { employees, passwordResetTokens } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { unauthenticated } from '../../graphql/errors';
import { parseArgs } from '../../graphql/validate';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { takeAttempt } from '../auth/rate-limit';
import { readRefreshToken } from '../auth/refresh-cookie';
import { revokeOtherSessions } from '../auth/revoke-sessions';
import {
  findEmployeeById,
  loadEmployeeView,
  updatePasswordHash,
} from '../employee/employee.service';

export async function updateProfile(ctx: GraphQLContext, args: { input: unknown }) {
  const caller = ctx.auth ?? unauthenticated();
  const input = parseArgs(profileInputSchema, args.input);
  const [row] = await ctx.db
    .update(employees)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(employees.id, caller.sub), eq(employees.status, 'active')))
    .returning({ id: employees.id });
  // A token can outlive its deactivated account by up to its lifetime.
  if (!row) return unauthenticated();
  return {
    success: true,
    messageCode: RESULT_CODES.PROFILE_SAVED,
    employee: await loadEmployeeView(ctx.db, row.id),
  };
}

export async function changePassword(ctx: GraphQLContext, args: unknown) {
  const caller = ctx.auth ?? unauthenticated();
  const { currentPassword, newPassword } = parseArgs(changePasswordArgsSchema, args);
  // A stolen access token must not become a way to guess the password.
  const attempt = await takeAttempt(ctx.db, [`password:${caller.sub}`], ctx.config.loginRateLimit);
  if (!attempt.allowed) return { success: false, messageCode: RESULT_CODES.TOO_MANY_ATTEMPTS };
  const employee = await findEmployeeById(ctx.db, caller.sub);
  if (!employee || employee.status !== 'active') return unauthenticated();
  if (!(await verifyPassword(employee.passwordHash, currentPassword))) {
    return { success: false, messageCode: RESULT_CODES.WRONG_PASSWORD };
  }
  await attempt.release();
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await updatePasswordHash(tx, employee.id, passwordHash);
    // A reset link sent before the change must not undo it.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(passwordResetTokens.employeeId, employee.id), isNull(passwordResetTokens.usedAt)),
      );
    await revokeOtherSessions(tx, employee.id, readRefreshToken(ctx.request, ctx.config));
  });
  return { success: true, messageCode: RESULT_CODES.PASSWORD_CHANGED };
}

export async function signOutOtherDevices(ctx: GraphQLContext) {
  const caller = ctx.auth ?? unauthenticated();
  const revokedSessions = await revokeOtherSessions(
    ctx.db,
    caller.sub,
    readRefreshToken(ctx.request, ctx.config),
  );
  return { success: true, messageCode: RESULT_CODES.SIGNED_OUT_OTHER_DEVICES, revokedSessions };
}
