import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';

export interface RateLimit {
  max: number;
  windowMs: number;
}

function windowStart(now: number, windowMs: number): Date {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

/**
 * Counts an attempt for every key at once and says whether any key is over its limit.
 * A sliding window: the previous window's count weighs in by how much of it still overlaps the
 * last windowMs, so a burst split across a window boundary is still caught.
 * Kept in the database so that every API process shares the same counters.
 */
export async function takeAttempt(db: Db, keys: string[], limit: RateLimit, now = Date.now()) {
  const start = windowStart(now, limit.windowMs);
  const previousStart = new Date(start.getTime() - limit.windowMs);
  const current = await db
    .insert(loginAttempts)
    .values(keys.map((key) => ({ key, windowStart: start, count: 1 })))
    .onConflictDoUpdate({
      target: [loginAttempts.key, loginAttempts.windowStart],
      set: { count: sql`${loginAttempts.count} + 1` },
    })
    .returning({ key: loginAttempts.key, count: loginAttempts.count });
  const previous = await db
    .select({ key: loginAttempts.key, count: loginAttempts.count })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), eq(loginAttempts.windowStart, previousStart)));
  const overlap = 1 - (now - start.getTime()) / limit.windowMs;
  const estimate = (key: string, count: number) =>
    count + (previous.find((p) => p.key === key)?.count ?? 0) * overlap;
  return {
    allowed: current.every((row) => estimate(row.key, row.count) <= limit.max),
    // A successful sign-in gives its attempt back, so only failures use up the allowance.
    async release() {
      for (const key of keys) {
        await db
          .update(loginAttempts)
          .set({ count: sql`greatest(${loginAttempts.count} - 1, 0)` })
          .where(and(eq(loginAttempts.key, key), eq(loginAttempts.windowStart, start)));
      }
    },
  };
}

export async function pruneAttempts(db: Db, olderThanMs: number, now = Date.now()) {
  await db.delete(loginAttempts).where(lt(loginAttempts.windowStart, new Date(now - olderThanMs)));
}
