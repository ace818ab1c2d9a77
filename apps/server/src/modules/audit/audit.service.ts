import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { cursorPart, decodeCursor, pageArgs, pageOf } from '../../graphql/pagination';
import { parseArgs } from '../../graphql/validate';
import { visibleMerchant } from '../../graphql/tenant';
import { appendAudit, listAudit } from './audit.queries';

// Secrets never reach the trail, at any depth of the arguments.
const SECRET = /password|token|walletkey|secret/i;

function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET.test(k) ? '[redacted]' : redacted(v)]),
    );
  return value;
}

// The object an operation acts on, by the names its arguments give ids.
function objectOf(args: Record<string, unknown>): string | null {
  for (const key of ['id', 'employeeId', 'membershipId', 'merchantId', 'productId', 'offerId'])
    if (typeof args[key] === 'string') return args[key] as string;
  return null;
}

function outcomeOf(result: unknown): string {
  const code = (result as { messageCode?: unknown } | null)?.messageCode;
  return typeof code === 'string' ? code : 'OK';
}

/** Writes a signed-in employee's write operation that went through to the audit trail. */
export async function recordStaffAction(
  ctx: GraphQLContext,
  action: string,
  args: Record<string, unknown>,
  result: unknown,
): Promise<void> {
  if (!ctx.auth) return;
  await appendAudit(ctx.db, {
    at: new Date(),
    employeeId: ctx.auth.sub,
    merchantId: ctx.auth.selectedBusiness?.merchantId ?? null,
    action,
    objectId: objectOf(args),
    changes: redacted(args),
    outcome: outcomeOf(result),
    address: ctx.request?.ip ?? null,
  });
}

const listArgs = z.object({
  filter: z
    .object({ merchantId: z.uuid().nullish(), search: z.string().trim().max(100).nullish() })
    .nullish(),
  ...pageArgs,
});

export async function listAuditPage(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { filter, first, after } = parseArgs(listArgs, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const key = decodeCursor(after, [cursorPart.integer]);
  const { rows, total, totalIsExact } = await listAudit(ctx.db, {
    merchantId: visibleMerchant(caller, filter?.merchantId),
    search: filter?.search || null,
    after: key ? key[0] : null,
    limit: limit + 1,
  });
  const page = pageOf(rows, limit, (r) => [r.id]);
  return { ...page, totalCount: total, totalCountIsExact: totalIsExact };
}
