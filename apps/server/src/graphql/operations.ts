import type { GraphQLFieldResolver } from 'graphql';
import type { GraphQLContext } from './context';
import { assertRule, type AccessRule } from './access-rules';

/** The access rules of a module: namespace type → operation → rule. */
export type ModuleRules = Record<string, Record<string, AccessRule>>;

type AnyResolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;
type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * Wraps every operation of the namespace types so its access rule runs before the resolver.
 * An operation without a rule makes the server refuse to start: nothing is open by omission.
 */
export function guardResolvers(resolvers: ResolverMap, rules: ModuleRules): ResolverMap {
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
      guarded[typeName][field] = ((parent, args, ctx, info) => {
        assertRule(rule, ctx);
        return inner(parent, args, ctx, info);
      }) satisfies AnyResolver;
    }
  }
  return guarded;
}
