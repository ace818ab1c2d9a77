import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { hashOpaqueToken } from './tokens';

/**
 * Ends the sessions bound to a business (of one employee, or of all of them), so that their next
 * refresh fails instead of carrying the business on.
 */
export async function revokeBusinessSessions(
  db: Db,
  target: { merchantId: string; employeeId?: string },
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.merchantId, target.merchantId),
        target.employeeId ? eq(refreshTokens.employeeId, target.employeeId) : undefined,
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Ends every session of an employee except the family of the presented refresh token. */
export async function revokeOtherSessions(
  db: Db,
  employeeId: string,
  currentRaw: string | undefined,
): Promise<number> {
  const [current] = currentRaw
    ? await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.tokenHash, hashOpaqueToken(currentRaw)),
            eq(refreshTokens.employeeId, employeeId),
          ),
        )
        .limit(1)
    : [];
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.employeeId, employeeId),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > now()`,
        current ? ne(refreshTokens.familyId, current.familyId) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return new Set(revoked.map((r) => r.familyId)).size;
}
