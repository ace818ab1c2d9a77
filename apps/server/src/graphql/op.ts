import type { Action } from '@back-office/domain/actions';
import type { Resolvers } from '../generated/graphql';
import type { AccessRule, BusinessCaller, Caller } from './access-rules';
import type { GraphQLContext } from './context';

/** Who may call: an action of the domain's table, or one of the rules of access-rules.ts. */
export type Rule = Action | AccessRule;

/** The caller the guard lets through a rule: with a business for an action, else as signed in. */
export type CallerOf<R extends Rule> = [R] extends [{ kind: 'public' }]
  ? Caller | null
  : [R] extends [{ kind: 'signed-in' }]
    ? Caller
    : BusinessCaller;

/** What the audit trail records of an operation beside its arguments. */
export interface AuditOptions {
  /** The argument holding the id of the object the write acts on (checked at start). */
  object: string;
}

/** An operation of a namespace: its access rule, its handler and what the audit records. */
export interface Operation<Args = never, Result = unknown> {
  rule: AccessRule;
  // A method, so that a handler of a narrower caller (BusinessCaller) is one of these.
  handler(ctx: GraphQLContext, caller: Caller | null, args: Args): Result;
  audit?: AuditOptions;
}

/**
 * Declares an operation. The guard (operations.ts) checks `rule` first and hands the handler
 * the caller it admitted, typed by the rule: no handler casts `ctx.auth`. The handler takes what
 * a service method takes, `(ctx, caller, args)`, so a service method can be the handler.
 */
export function op<R extends Rule, Args, Result>(
  rule: R,
  handler: (ctx: GraphQLContext, caller: CallerOf<R>, args: Args) => Result,
  options: { audit?: AuditOptions } = {},
): Operation<Args, Result> {
  return {
    rule: typeof rule === 'string' ? { kind: 'action', action: rule } : rule,
    handler: handler as Operation<Args, Result>['handler'],
    ...options,
  };
}

type ArgsOf<R> = R extends (parent: never, args: infer A, ...rest: never[]) => unknown
  ? A
  : R extends { resolve: (parent: never, args: infer A, ...rest: never[]) => unknown }
    ? A
    : never;
type ResultOf<R> = R extends (...args: never[]) => infer T
  ? T
  : R extends { resolve: (...args: never[]) => infer T }
    ? T
    : never;
type FieldsOf<T extends keyof Resolvers> = NonNullable<Resolvers[T]>;

/** A module's operations: namespace type → field → operation, typed by the schema. */
export type Operations = {
  [T in keyof Resolvers]?: {
    [F in Exclude<keyof FieldsOf<T>, '__isTypeOf'>]?: Operation<
      ArgsOf<NonNullable<FieldsOf<T>[F]>>,
      ResultOf<NonNullable<FieldsOf<T>[F]>>
    >;
  };
};
