import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

export interface IssueOptions {
  employeeId: string;
  merchantId: string | null;
  ttlSeconds: number;
}

/** Starts a new family (a sign-in or a business selection) and returns the raw token. */
export async function issueRefreshToken(db: Db, options: IssueOptions): Promise<string> {
  const { raw, hash } = newOpaqueToken();
  await db.insert(refreshTokens).values({
    familyId: randomUUID(),
    employeeId: options.employeeId,
    merchantId: options.merchantId,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + options.ttlSeconds * 1000),
  });
  return raw;
}

export type RotateResult =
  | { ok: true; raw: string; employeeId: string; merchantId: string | null }
  | { ok: false; reason: 'unknown' | 'reused' | 'expired' };

/**
 * Uses a refresh token once. The claim is one conditional UPDATE, so of two parallel uses
 * at most one wins; using an already rotated token revokes its whole family.
 * The new token keeps the family's absolute expiry.
 */
export async function rotateRefreshToken(db: Db, raw: string): Promise<RotateResult> {
  const hash = hashOpaqueToken(raw);
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, hash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > now()`,
      ),
    )
    .returning();
  if (!claimed) {
    const [existing] = await db
      .select({
        familyId: refreshTokens.familyId,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash))
      .limit(1);
    if (!existing) return { ok: false, reason: 'unknown' };
    if (existing.usedAt && !existing.revokedAt) {
      await revokeFamily(db, existing.familyId);
      return { ok: false, reason: 'reused' };
    }
    return { ok: false, reason: existing.revokedAt ? 'reused' : 'expired' };
  }
  const next = newOpaqueToken();
  await db.insert(refreshTokens).values({
    familyId: claimed.familyId,
    employeeId: claimed.employeeId,
    merchantId: claimed.merchantId,
    tokenHash: next.hash,
    expiresAt: claimed.expiresAt,
  });
  return {
    ok: true,
    raw: next.raw,
    employeeId: claimed.employeeId,
    merchantId: claimed.merchantId,
  };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes the family of a presented token (logout, or a new sign-in replacing it). */
export async function revokeFamilyOf(db: Db, raw: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(raw)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}
