import type { AppRole } from '@back-office/domain/roles';
import { normalizeRole } from '@back-office/domain/roles';
import type { GraphQLContext } from './context';
import type { AccessClaims } from '../modules/auth/tokens';
import { forbidden, unauthenticated } from './errors';

/**
 * Who may call an operation. Every operation of the schema has one (a test checks it):
 * - public: anyone
 * - signed-in: any valid access token, with or without a selected business
 * - business: a selected business, optionally limited to roles (su counts as ADMIN)
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | {
      kind: 'business';
      roles?: readonly AppRole[];
      /** The operation's own statement confirms the membership atomically (coupon redemption). */
      membershipCheckedByStatement?: boolean;
    };

export const PUBLIC: AccessRule = { kind: 'public' };
export const SIGNED_IN: AccessRule = { kind: 'signed-in' };
export const inBusiness = (...roles: AppRole[]): AccessRule => ({ kind: 'business', roles });
export const inBusinessCheckedByStatement = (...roles: AppRole[]): AccessRule => ({
  kind: 'business',
  roles,
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
  const selected = auth.selectedBusiness;
  if (!selected) return forbidden('Select a business first');
  if (!rule.roles || rule.roles.length === 0) return;
  const held = selected.roles.map(normalizeRole);
  if (!rule.roles.some((role) => held.includes(role))) forbidden();
}

export function callerRoles(caller: Caller): AppRole[] {
  return (caller.selectedBusiness?.roles ?? [])
    .map(normalizeRole)
    .filter((role): role is AppRole => role !== null);
}
