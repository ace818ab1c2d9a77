import { createHash } from 'node:crypto';
import { asc, desc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  at: Date;
  employeeId: string;
  merchantId: string | null;
  action: string;
  objectId: string | null;
  changes: unknown;
  outcome: string;
  address: string | null;
}

const GENESIS = '0'.repeat(64);

// Keys sorted at every depth, so that the same entry always hashes the same, whatever order
// jsonb hands its keys back in.
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export function entryHash(prevHash: string, entry: AuditEntry): string {
  return createHash('sha256')
    .update(prevHash)
    .update(canonical({ ...entry, at: entry.at.toISOString() }))
    .digest('hex');
}

/**
 * Appends one entry after the newest. The lock makes appends from every server process take
 * turns, so each entry chains to the one before it.
 */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('audit_log'))`);
    const [last] = await tx
      .select({ hash: auditLog.hash })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    const prevHash = last?.hash ?? GENESIS;
    await tx.insert(auditLog).values({ ...entry, prevHash, hash: entryHash(prevHash, entry) });
  });
}

/** The id of the first entry whose hash or link does not hold, or null when the chain is whole. */
export async function firstBrokenEntry(
  db: Db,
): Promise<{ checked: number; brokenAt: number | null }> {
  let prevHash = GENESIS;
  let after = 0;
  let checked = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, after))
      .orderBy(asc(auditLog.id))
      .limit(1000);
    if (rows.length === 0) return { checked, brokenAt: null };
    for (const r of rows) {
      const entry: AuditEntry = {
        at: r.at,
        employeeId: r.employeeId,
        merchantId: r.merchantId,
        action: r.action,
        objectId: r.objectId,
        changes: r.changes,
        outcome: r.outcome,
        address: r.address,
      };
      if (r.prevHash !== prevHash || r.hash !== entryHash(prevHash, entry))
        return { checked, brokenAt: r.id };
      prevHash = r.hash;
      after = r.id;
      checked += 1;
    }
  }
}
