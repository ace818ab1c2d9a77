import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { GraphQLContext } from './context';
import { badUserInput } from './errors';
import { scheduledJob } from '../jobs/job-definition';
import { now } from '../jobs/clock';

/** The request header that carries a write's key (decision record 025). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

// How long a key answers replays: the web's retries of one action end within two minutes; a week
// also covers a client that replays a request it kept across a restart.
export const KEY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

// A UUID fits, as does any client's random token; nothing that could be a person's data.
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * The mutations that take no key, each with why repeating it is harmless. Every other mutation
 * of the schema is keyed (graphql/idempotency.test.ts walks the schema to hold that).
 */
export const UNKEYED_MUTATIONS: Readonly<Record<string, string>> = {
  // Sessions and sign-up, before anyone is signed in: there is no person to keep a key for.
  'EmployeeMutations.employeeLogin': 'a second session beside the first, nothing else',
  'EmployeeMutations.signup': 'the unique email lets one sign-up through, the rest EMAIL_TAKEN',
  'EmployeeMutations.resetPassword': 'a second reset link, the first one still works',
  'EmployeeMutations.completePasswordReset': 'the reset token is single use',
  'EmployeeMutations.refreshEmployeeToken': 'rotates the session, which a retry must not replay',
  'EmployeeMutations.logout': 'ending an ended session changes nothing',
  'EmployeeMutations.selectBusiness': 'a new token for the same choice',
  'ProfileMutations.changePassword': 'the same new password again; no money, no object',
  'ProfileMutations.signOutOtherDevices': 'signing the others out again changes nothing',
  // The customer's wallet, public: one coupon per customer and offer by a unique index.
  'WalletMutations.takeOffer': 'one coupon per customer and offer, a repeat is ALREADY_TAKEN',
  'NotificationMutations.markRead': 'marking read what is read changes nothing',
  'NotificationMutations.markAllRead': 'marking read what is read changes nothing',
  // Keyed by its scanId in its one statement (decision record 025: the hot path stays one write).
  'CouponMutations.scanQrCode': 'its scanId is its key, kept by the redemption statement',
};

// Operations whose own argument, chosen by the client and sent again with a retry, is the key.
const KEY_ARGUMENTS: Readonly<Record<string, (args: Record<string, unknown>) => unknown>> = {
  'SaleMutations.record': (args) => (args.input as { requestId?: unknown } | null)?.requestId,
  'SaleMutations.refund': (args) => (args.input as { requestId?: unknown } | null)?.requestId,
};

/** Whether the operation takes a key: every mutation but the listed ones. */
export function isKeyed(typeName: string, field: string): boolean {
  return typeName.endsWith('Mutations') && !(`${typeName}.${field}` in UNKEYED_MUTATIONS);
}

/** The key of this call: its own argument where it has one, else the header; null for none. */
export function keyOf(
  ctx: GraphQLContext,
  typeName: string,
  field: string,
  args: Record<string, unknown>,
): string | null {
  const fromArgs = KEY_ARGUMENTS[`${typeName}.${field}`]?.(args);
  // The argument's own validation refuses one that is not a UUID.
  if (typeof fromArgs === 'string' && fromArgs) return fromArgs;
  const header = ctx.request?.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header))
    badUserInput('idempotencyKeyMalformed');
  return header as string;
}

/**
 * Runs a write once per (person, key): the key is claimed, the write done and its answer stored in
 * one transaction, which the write's own transactions join as savepoints. A duplicate sent
 * meanwhile waits on the key's primary key until that transaction ends, then answers the stored
 * result; a write that throws rolls back with its claim, so its retry runs afresh.
 */
export async function onceForKey<T>(
  ctx: GraphQLContext,
  operation: string,
  key: string,
  args: Record<string, unknown>,
  write: (ctx: GraphQLContext) => Promise<T>,
): Promise<T> {
  const personId = ctx.auth!.sub;
  const requestHash = createHash('sha256').update(JSON.stringify(args)).digest('base64url');
  const mine = and(eq(idempotencyKeys.personId, personId), eq(idempotencyKeys.key, key));
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ personId, key, operation, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed.length) {
      const [first] = await tx
        .select({
          operation: idempotencyKeys.operation,
          requestHash: idempotencyKeys.requestHash,
          result: idempotencyKeys.result,
        })
        .from(idempotencyKeys)
        .where(mine);
      if (!first || first.operation !== operation || first.requestHash !== requestHash)
        badUserInput('idempotencyKeyReused');
      return revive(first!.result) as T;
    }
    const result = await write({ ...ctx, db: tx });
    await tx
      .update(idempotencyKeys)
      .set({ result: await tagged(result) })
      .where(mine);
    return result;
  });
}

// JSON keeps neither dates nor big integers: they are stored tagged and revived as they were, for
// the field resolvers that read them from the answer. A field GraphQL would await is awaited.
async function tagged(value: unknown): Promise<unknown> {
  if (value instanceof Promise) return tagged(await value);
  if (value instanceof Date) return { $date: value.toISOString() };
  if (typeof value === 'bigint') return { $bigint: value.toString() };
  if (Array.isArray(value)) return Promise.all(value.map(tagged));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return Object.fromEntries(
      await Promise.all(entries.map(async ([k, v]) => [k, await tagged(v)] as const)),
    );
  }
  return value;
}

function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.$date === 'string') return new Date(record.$date);
    if (typeof record.$bigint === 'string') return BigInt(record.$bigint);
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, revive(v)]));
  }
  return value;
}

/** Forgets the keys past their retention (the hourly job); their writes stay. */
export async function sweepIdempotencyKeys(db: Db, at: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(at.getTime() - KEY_RETENTION_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

// Idempotency keys older than their retention (decision record 025); a rerun deletes nothing more.
export const idempotencyKeysSweepJob = scheduledJob('idempotency-keys-sweep', {
  cron: '0 * * * *',
  handler: (_slot, ctx) => sweepIdempotencyKeys(ctx.db, now()),
});
