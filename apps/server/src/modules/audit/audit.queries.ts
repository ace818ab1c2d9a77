import { createHash } from 'node:crypto';
import { asc, desc, gt, sql, type SQL } from 'drizzle-orm';
import { uuidArrayOf, whereOf } from '../../db/conditions';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { integerLiteral, queryPreparedSql } from '../../db/prepared';
import { auditLog } from '../../db/schema';
import { LIST_COUNT_LIMIT } from '@back-office/domain/constants';
import { likePattern } from '../../graphql/pagination';
import { personName } from '../../db/names';
import { objectColumn, objectLabel } from './audit-objects';

export interface AuditEntry {
  at: Date;
  employeeId: string;
  merchantId: string | null;
  action: string;
  objectId: string | null;
  changes: unknown;
  /** The object's changed fields, each { before, after }; null when no object row was kept. */
  fieldChanges?: Record<string, { before: unknown; after: unknown }> | null;
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
  // Entries without field changes hash as they did before the column existed.
  const { fieldChanges, ...rest } = entry;
  const hashed = fieldChanges ? { ...rest, fieldChanges } : rest;
  return createHash('sha256')
    .update(prevHash)
    .update(canonical({ ...hashed, at: entry.at.toISOString() }))
    .digest('hex');
}

/**
 * The row of `table` with this id as JSON, or null. The table comes from the server's own list
 * of audited objects, never from a request.
 */
export async function rowSnapshot(
  db: Db,
  table: string,
  id: string,
): Promise<Record<string, unknown> | null> {
  const result = await db.execute(
    sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where t.id = ${id}`,
  );
  return (result as unknown as { rows: { row: Record<string, unknown> }[] }).rows[0]?.row ?? null;
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
        fieldChanges: r.fieldChanges as AuditEntry['fieldChanges'],
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

export interface AuditListQuery {
  merchantId: string | null;
  search: string | null;
  /** Days (YYYY-MM-DD) in the time zone of the business `daysOf`, both included. */
  from: string | null;
  to: string | null;
  daysOf: string;
  /** The last entry of the page before: its time (as text) and id. */
  after: readonly [string, string] | null;
  limit: number;
}

type FieldChanges = Record<string, { before: unknown; after: unknown }>;

function objectFields(r: Record<string, unknown>) {
  const label = objectLabel(
    r.object as Record<string, unknown> | null,
    r.changes as Record<string, unknown> | null,
    r.field_changes as FieldChanges | null,
  );
  return {
    objectName: label.name,
    objectTotalMinor: label.totalMinor,
    objectCurrency: label.currency,
  };
}

const counted = (rows: Record<string, unknown>[]) => Number(rows[0]?.n ?? 0);

/**
 * A page of the trail, newest first, keyset on (time, id) so that a period is read from the
 * (business, time) index; the total is bounded. A search is written on the trail's own columns
 * (the operation and the object, trigram indexes; the employees whose names match, found first)
 * so that PostgreSQL may read a rare match from the indexes and a common one newest first: at
 * 100,000 entries of one business, an object id searched through the employees' join read every
 * entry (121 ms).
 */
export async function listAudit(db: Db, q: AuditListQuery) {
  const conditions: SQL[] = [];
  if (q.merchantId) conditions.push(sql`a.merchant_id = ${q.merchantId}`);
  if (q.search) {
    const like = likePattern(q.search);
    const named = rowsOf<{ id: string }>(
      await db.execute(sql`select e.id from employees e where ${personName('e')} ilike ${like}`),
    ).map((r) => r.id);
    conditions.push(sql`(a.action ilike ${like} or a.object_id ilike ${like}
      ${named.length ? sql`or a.employee_id = any(${uuidArrayOf(named)})` : sql``})`);
  }
  const zone = sql`analytics_timezone(${q.daysOf}::uuid)`;
  if (q.from) conditions.push(sql`a.at >= (${q.from}::date)::timestamp at time zone ${zone}`);
  if (q.to) conditions.push(sql`a.at < (${q.to}::date + 1)::timestamp at time zone ${zone}`);
  const pageConditions = q.after
    ? [...conditions, sql`(a.at, a.id) < (${q.after[0]}::timestamptz, ${q.after[1]}::bigint)`]
    : conditions;
  const rowsStatement = sql`
      select a.id::text as id, a.at, a.at::text as sort_at, a.action, a.object_id, a.changes,
        a.field_changes, a.outcome, a.address,
        ${personName('e')} as employee_name, m.name as business_name, ${objectColumn()} as object
      from (select * from audit_log a ${whereOf(pageConditions)}
        order by a.at desc, a.id desc limit ${integerLiteral(q.limit)}) a
        left join employees e on e.id = a.employee_id
        left join merchants m on m.id = a.merchant_id
      order by a.at desc, a.id desc`;
  const countStatement = sql`
      select count(*)::int as n from (select 1 from audit_log a ${whereOf(conditions)}
        limit ${integerLiteral(LIST_COUNT_LIMIT + 1)}) a`;
  // Prepared, as planning both cost about what running them did (at 32 clients the trail gave
  // 0.41x the scan history's req/s), but for a search's, whose plan depends on what it matches.
  const run = (name: string, statement: SQL) =>
    q.search
      ? db.execute(statement).then((r) => rowsOf<Record<string, unknown>>(r))
      : queryPreparedSql<Record<string, unknown>>(db, name, statement);
  const [rows, count] = await Promise.all([
    run('audit-page', rowsStatement),
    run('audit-count', countStatement),
  ]);
  return {
    rows: rows.map((r) => ({
      ...objectFields(r),
      id: String(r.id),
      sortAt: String(r.sort_at),
      at: new Date(r.at as string).toISOString(),
      action: String(r.action),
      objectId: (r.object_id as string | null) ?? null,
      changes: JSON.stringify(r.changes),
      fieldChanges: Object.entries((r.field_changes as FieldChanges | null) ?? {}).map(
        ([field, change]) => ({
          field,
          before: JSON.stringify(change.before ?? null),
          after: JSON.stringify(change.after ?? null),
        }),
      ),
      outcome: String(r.outcome),
      address: (r.address as string | null) ?? null,
      employeeName: (r.employee_name as string | null) ?? null,
      businessName: (r.business_name as string | null) ?? null,
    })),
    total: Math.min(counted(count), LIST_COUNT_LIMIT),
    totalIsExact: counted(count) <= LIST_COUNT_LIMIT,
  };
}
