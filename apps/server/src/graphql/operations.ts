import type { GraphQLFieldResolver } from 'graphql';
import type { GraphQLContext } from './context';
import { and, eq } from 'drizzle-orm';
import { memberships, merchants } from '../db/schema';
import { assertRule, type AccessRule } from './access-rules';
import type { AuditObject, AuditTrail } from './audit-hook';
import { assertNoControlCharacters } from './control-characters';
import { forbidden } from './errors';
import { isKeyed, keyOf, onceForKey } from './idempotency';

/** What the guard writes audited operations to, and about what (the modules' manifests). */
export interface AuditSettings {
  trail: AuditTrail | undefined;
  objects: Record<string, AuditObject>;
  /** Namespaces whose writes are not staff changing data. */
  unaudited: ReadonlySet<string>;
}

/** The access rules of a module: namespace type → operation → rule. */
export type ModuleRules = Record<string, Record<string, AccessRule>>;

type AnyResolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;
type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * Wraps every operation of the namespace types so its access rule runs before the resolver.
 * An operation without a rule makes the server refuse to start: nothing is open by omission.
 */
export function guardResolvers(
  resolvers: ResolverMap,
  rules: ModuleRules,
  audit: AuditSettings,
): ResolverMap {
  const { trail } = audit;
  const guarded: ResolverMap = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const typeRules = rules[typeName];
    if (!typeRules) {
      guarded[typeName] = fields;
      continue;
    }
    guarded[typeName] = {};
    for (const [field, resolve] of Object.entries(fields)) {
      const rule = typeRules[field];
      if (!rule) throw new Error(`${typeName}.${field} has no access rule`);
      const inner = resolve as AnyResolver;
      // A token outlives a deactivation by up to its lifetime: writes re-check the membership.
      const recheck =
        typeName.endsWith('Mutations') &&
        rule.kind === 'action' &&
        !rule.membershipCheckedByStatement;
      const audited = trail && typeName.endsWith('Mutations') && !audit.unaudited.has(typeName);
      const object = audit.objects[typeName];
      const action = `${typeName[0]!.toLowerCase()}${typeName.slice(1, -'Mutations'.length)}.${field}`;
      const keyed = isKeyed(typeName, field);
      const operation = `${typeName}.${field}`;
      const run = async (
        parent: unknown,
        args: Record<string, unknown>,
        ctx: GraphQLContext,
        info: Parameters<AnyResolver>[3],
      ) => {
        if (recheck && !(await membershipActive(ctx))) forbidden();
        const before = audited ? await trail.objectBefore(ctx, object, args) : null;
        const result = await inner(parent, args, ctx, info);
        // A refused input or a result that says it failed changed nothing.
        if (audited && (result as { success?: unknown } | null)?.success !== false)
          await trail.recordStaffAction(ctx, action, args, result, before);
        return result;
      };
      guarded[typeName][field] = (async (parent, args, ctx, info) => {
        const started = performance.now();
        try {
          // A keyed write and its audit entry happen once per key; without a key, as sent. A
          // malformed key is refused first, whoever sends it: the schema's walk relies on that.
          const key = keyed && ctx.auth ? keyOf(ctx, typeName, field, args) : null;
          assertRule(rule, ctx);
          assertNoControlCharacters(args);
          const result =
            key === null
              ? await run(parent, args, ctx, info)
              : await onceForKey(ctx, action, key, args, (tx) => run(parent, args, tx, info));
          const refused = (result as { success?: unknown } | null)?.success === false;
          ctx.metrics.observeOperation(operation, refused ? 'refused' : 'ok', seconds(started));
          return result;
        } catch (error) {
          ctx.metrics.observeOperation(operation, 'error', seconds(started));
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
