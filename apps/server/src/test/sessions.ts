import { expect } from 'vitest';
import { ROLES, type Role } from '@back-office/domain/roles';
import { LOGIN, signInTo, type AnyDocument, type Harness } from './harness';

type Session = Awaited<ReturnType<typeof signInTo>>;
export type Caller = Role | 'no-business' | 'anonymous';

// The demo accounts: one per role, each in its business.
const ACCOUNTS: Record<Role, [email: string, business: keyof Harness['merchants']]> = {
  su: ['su@demo.test', 'provider'],
  ADMIN: ['admin@demo.test', 'provider'],
  EXECUTIVE: ['exec@demo.test', 'aroma'],
  ACCOUNTANT: ['accountant@demo.test', 'aroma'],
  MARKETING: ['marketing@demo.test', 'aroma'],
  SALES: ['sales@demo.test', 'aroma'],
  CASHIER: ['cashier@demo.test', 'aroma'],
  EMPLOYEE: ['employee@demo.test', 'aroma'],
};

export interface Callers {
  token(caller: Caller): string | undefined;
  session(role: Role): Session;
}

/** Signs in every demo role to its business, and one account without a selected business. */
export async function signInEveryRole(h: Harness): Promise<Callers> {
  const sessions = {} as Record<Role, Session>;
  for (const [role, [email, business]] of Object.entries(ACCOUNTS) as [
    Role,
    (typeof ACCOUNTS)[Role],
  ][]) {
    sessions[role] = await signInTo(h, email, h.merchants[business]);
  }
  const login = await h.gql(LOGIN, { email: 'exec@demo.test', password: 'Demo1234' });
  const noBusiness = login.data!.employee.employeeLogin.token!;
  return {
    token: (caller) =>
      caller === 'anonymous'
        ? undefined
        : caller === 'no-business'
          ? noBusiness
          : sessions[caller].token,
    session: (role) => sessions[role],
  };
}

export const EVERY_CALLER: Caller[] = [...ROLES, 'no-business', 'anonymous'];

/**
 * Calls an operation as every caller: the allowed ones get past the access rule (an answer, or
 * at most a refusal of their input), the others get FORBIDDEN, or UNAUTHENTICATED without a token.
 */
export async function expectOnly(
  h: Harness,
  callers: Callers,
  allowed: readonly Caller[],
  query: AnyDocument | string,
  variables: Record<string, unknown> = {},
) {
  for (const caller of EVERY_CALLER) {
    const res = await h.gql(query.toString(), variables, { token: callers.token(caller) });
    const code = res.errors?.[0]?.extensions?.code;
    if (allowed.includes(caller)) {
      expect(
        code === 'FORBIDDEN' || code === 'UNAUTHENTICATED',
        `${caller} should be allowed: ${JSON.stringify(res.errors)}`,
      ).toBe(false);
      expect(
        res.errors?.filter((e) => e.extensions?.code !== 'BAD_USER_INPUT') ?? [],
        caller,
      ).toEqual([]);
    } else {
      expect(code, `${caller} should be refused`).toBe(
        caller === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN',
      );
    }
  }
}
