import { z } from 'zod';
import { dayField } from '@back-office/domain/schemas/sales';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import type { AuditTrail, ObjectBefore } from '../../graphql/audit-hook';
import { cursorPart, decodeCursor, pageArgs, pageOf } from '../../graphql/pagination';
import { parseArgs } from '../../graphql/validate';
import { visibleMerchant } from '../../graphql/tenant';
import { appendAudit, listAudit, rowSnapshot, type AuditEntry } from './audit.queries';
import { msg } from '@back-office/domain/message-keys';

// Secrets never reach the trail, at any depth of the arguments or of an object's row (a
// password's or wallet key's hash included).
const SECRET = /password|token|wallet_?key|secret|hash/i;

function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET.test(k) ? '[redacted]' : redacted(v)]),
    );
  return value;
}

// Every write touches these; they say nothing about what changed.
const UNTRACKED = new Set(['updated_at', 'created_at']);

type Args = Record<string, unknown>;

/** Reads the row the write is about to change. The table names are the server's own. */
async function objectBefore(
  ctx: GraphQLContext,
  table: string,
  id: unknown,
): Promise<ObjectBefore | null> {
  if (typeof id !== 'string' || !z.uuid().safeParse(id).success) return null;
  return { table, id, row: await rowSnapshot(ctx.db, table, id) };
}

function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): NonNullable<AuditEntry['fieldChanges']> | null {
  if (!before && !after) return null;
  const changes: NonNullable<AuditEntry['fieldChanges']> = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (UNTRACKED.has(field)) continue;
    const old = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    changes[field] = SECRET.test(field)
      ? { before: '[redacted]', after: '[redacted]' }
      : { before: redacted(old), after: redacted(now) };
  }
  return changes;
}

function outcomeOf(result: unknown): string {
  const code = (result as { messageCode?: unknown } | null)?.messageCode;
  return typeof code === 'string' ? code : 'OK';
}

/** Writes a signed-in employee's write operation that went through to the audit trail. */
async function recordStaffAction(
  ctx: GraphQLContext,
  {
    action,
    objectId,
    args,
    result,
  }: { action: string; objectId: string | null; args: Args; result: unknown },
  before: ObjectBefore | null,
): Promise<void> {
  if (!ctx.auth) return;
  const after = before ? await rowSnapshot(ctx.db, before.table, before.id) : null;
  await appendAudit(ctx.db, {
    at: new Date(),
    employeeId: ctx.auth.sub,
    merchantId: ctx.auth.selectedBusiness?.merchantId ?? null,
    action,
    objectId,
    changes: redacted(args),
    fieldChanges: before ? changedFields(before.row, after) : null,
    outcome: outcomeOf(result),
    address: ctx.request?.ip ?? null,
  });
}

const listArgs = z.object({
  filter: z
    .object({
      merchantId: z.uuid().nullish(),
      search: z.string().trim().max(100).nullish(),
      from: dayField.nullish(),
      to: dayField.nullish(),
    })
    .refine((f) => !f.from || !f.to || f.from <= f.to, {
      error: msg('periodReversed'),
      path: ['to'],
    })
    .nullish(),
  ...pageArgs,
});

export async function listAuditPage(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { filter, first, after } = parseArgs(listArgs, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const key = decodeCursor(after, [cursorPart.timestamp, cursorPart.integer]);
  const { rows, total, totalIsExact } = await listAudit(ctx.db, {
    merchantId: visibleMerchant(caller, filter?.merchantId),
    search: filter?.search || null,
    from: filter?.from ?? null,
    to: filter?.to ?? null,
    daysOf: caller.selectedBusiness.merchantId,
    after: key,
    limit: limit + 1,
  });
  const page = pageOf(rows, limit, (r) => [r.sortAt, r.id]);
  return {
    ...page,
    items: page.items.map(({ sortAt: _, ...item }) => item),
    totalCount: total,
    totalCountIsExact: totalIsExact,
  };
}

/** The trail that the guard of operations writes to (graphql/audit-hook.ts). */
export const auditTrail: AuditTrail = { objectBefore, recordStaffAction };
