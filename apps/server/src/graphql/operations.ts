import type { GraphQLFieldResolver } from 'graphql';
import type { GraphQLContext } from './context';
import { and, eq } from 'drizzle-orm';
import { memberships, merchants } from '../db/schema';
import { assertRule, type AccessRule } from './access-rules';
import type { AuditObject, AuditTrail } from './audit-hook';
import { assertNoControlCharacters } from './control-characters';
import { forbidden } from './errors';
import { isKeyed, keyOf, onceForKey } from './idempotency';
import type { Operation } from './op';

/** What the guard writes audited operations to, and about what (the modules' manifests). */
export interface AuditSettings {
  trail: AuditTrail | undefined;
  objects: Record<string, AuditObject>;
  /** Namespaces whose writes are not staff changing data. */
  unaudited: ReadonlySet<string>;
}

/** The access rules of the schema: namespace type → operation → rule. */
export type ModuleRules = Record<string, Record<string, AccessRule>>;

type AnyResolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;
type ResolverMap = Record<string, Record<string, unknown>>;
type AnyOperation = Operation<Record<string, unknown>>;

/**
 * The resolvers of the namespaces' operations: each runs its access rule first and hands the
 * handler the caller it admitted, then writes the audit trail. An operation of the schema
 * without one makes the server refuse to start (schema.ts): nothing is open by omission.
 */
export function guardOperations(
  operations: Record<string, Record<string, AnyOperation>>,
  audit: AuditSettings,
): ResolverMap {
  const { trail } = audit;
  const guarded: ResolverMap = {};
  for (const [typeName, fields] of Object.entries(operations)) {
    guarded[typeName] = {};
    for (const [field, operation] of Object.entries(fields)) {
      const { rule, handler } = operation;
      // A token outlives a deactivation by up to its lifetime: writes re-check the membership.
      const recheck =
        typeName.endsWith('Mutations') &&
        rule.kind === 'action' &&
        !rule.membershipCheckedByStatement;
      const audited = trail && typeName.endsWith('Mutations') && !audit.unaudited.has(typeName);
      const object = audit.objects[typeName];
      const objectArg = operation.audit?.object;
      const action = `${typeName[0]!.toLowerCase()}${typeName.slice(1, -'Mutations'.length)}.${field}`;
      const keyed = isKeyed(typeName, field);
      const name = `${typeName}.${field}`;
      const run = async (args: Record<string, unknown>, ctx: GraphQLContext) => {
        if (recheck && !(await membershipActive(ctx))) forbidden();
        const objectId =
          objectArg && typeof args[objectArg] === 'string' ? (args[objectArg] as string) : null;
        const before =
          audited && object
            ? await trail.objectBefore(ctx, object.table, object.id ? object.id(ctx) : objectId)
            : null;
        const result = await handler(ctx, ctx.auth, args);
        // A refused input or a result that says it failed changed nothing.
        if (audited && (result as { success?: unknown } | null)?.success !== false)
          await trail.recordStaffAction(ctx, { action, objectId, args, result }, before);
        return result;
      };
      guarded[typeName][field] = (async (_parent, args, ctx) => {
        const started = performance.now();
        try {
          // A keyed write and its audit entry happen once per key; without a key, as sent. A
          // malformed key is refused first, whoever sends it: the schema's walk relies on that.
          const key = keyed && ctx.auth ? keyOf(ctx, typeName, field, args) : null;
          assertRule(rule, ctx);
          assertNoControlCharacters(args);
          const result =
            key === null
              ? await run(args, ctx)
              : await onceForKey(ctx, action, key, args, (tx) => run(args, tx));
          const refused = (result as { success?: unknown } | null)?.success === false;
          ctx.metrics.observeOperation(name, refused ? 'refused' : 'ok', seconds(started));
          return result;
        } catch (error) {
          ctx.metrics.observeOperation(name, 'error', seconds(started));
          throw error;
        }
      }) satisfies AnyResolver;
    }
  }
  return guarded;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

async function membershipActive(ctx: GraphQLContext): Promise<boolean> {
  const selected = ctx.auth?.selectedBusiness;
  if (!ctx.auth || !selected) return false;
  const [row] = await ctx.db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(merchants, eq(merchants.id, memberships.merchantId))
    .where(
      and(
        eq(memberships.employeeId, ctx.auth.sub),
        eq(memberships.merchantId, selected.merchantId),
        eq(memberships.status, 'active'),
        eq(merchants.status, 'active'),
      ),
    )
    .limit(1);
  return Boolean(row);
}
