import { rolesCan, type Action } from '@back-office/domain/actions';
import type { GraphQLContext } from './context';
import type { AccessClaims } from '../modules/auth/tokens';
import { forbidden, unauthenticated } from './errors';

/**
 * Who may call an operation. Every operation of the schema has one (a test checks it):
 * - public: anyone
 * - signed-in: any valid access token, with or without a selected business
 * - action: a selected business whose roles hold the action in the domain's table
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | {
      kind: 'action';
      action: Action;
      /** The operation's own statement confirms the membership atomically (coupon redemption). */
      membershipCheckedByStatement?: boolean;
    };

export type ActionRule = Extract<AccessRule, { kind: 'action' }>;

export const PUBLIC = { kind: 'public' } as const satisfies AccessRule;
export const SIGNED_IN = { kind: 'signed-in' } as const satisfies AccessRule;
export const requires = (action: Action): ActionRule => ({ kind: 'action', action });
export const requiresCheckedByStatement = (action: Action): ActionRule => ({
  kind: 'action',
  action,
  membershipCheckedByStatement: true,
});

export type Caller = AccessClaims;
export type BusinessCaller = AccessClaims & {
  selectedBusiness: NonNullable<AccessClaims['selectedBusiness']>;
};

export function assertRule(rule: AccessRule, ctx: GraphQLContext): void {
  if (rule.kind === 'public') return;
  const auth = ctx.auth;
  if (!auth) return unauthenticated();
  if (rule.kind === 'signed-in') return;
  if (!auth.selectedBusiness) return forbidden('Select a business first');
  assertCan(auth, rule.action);
}

/** Whether the roles of the caller's selected business hold the action; none without one. */
export function callerCan(caller: Caller, action: Action): boolean {
  return rolesCan(caller.selectedBusiness?.roles ?? [], action);
}

/** For a service whose rule depends on the data: refuses unless the caller holds the action. */
export function assertCan(caller: Caller, action: Action): void {
  if (!callerCan(caller, action)) forbidden();
}
