import type { GraphQLContext } from '../../graphql/context';
import { appendAudit } from './audit.queries';

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
