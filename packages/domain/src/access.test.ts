import { describe, expect, it } from 'vitest';
import { hasAccess, type SelectedBusinessClaim } from './access';

const claim = (roles: string[], permissions: string[] = []): SelectedBusinessClaim => ({
  merchantId: 'm1',
  roles,
  permissions,
});

describe('hasAccess (roles and permissions of the selected business)', () => {
  it.each([
    ['no selected business', null, {}, false],
    ['undefined selected business', undefined, { roles: ['ADMIN'] }, false],
    ['empty requirements allow', claim([]), {}, true],
    ['empty lists allow', claim(['CASHIER']), { roles: [], permissions: [] }, true],
    ['holds a required role', claim(['CASHIER']), { roles: ['ADMIN', 'CASHIER'] }, true],
    ['lacks every required role', claim(['CASHIER']), { roles: ['ADMIN', 'SALES'] }, false],
    ['roles match case-insensitively', claim(['cashier']), { roles: ['CASHIER'] }, true],
    ['su satisfies ADMIN', claim(['su']), { roles: ['ADMIN'] }, true],
    ['administrator satisfies ADMIN', claim(['Administrator']), { roles: ['ADMIN'] }, true],
    ['ADMIN satisfies a required su', claim(['ADMIN']), { roles: ['su'] }, true],
    ['unknown roles match themselves', claim(['Manager']), { roles: ['MANAGER'] }, true],
    ['unknown role is no known role', claim(['Manager']), { roles: ['EMPLOYEE'] }, false],
    [
      'holds one required permission',
      claim([], ['scan:redeem']),
      { permissions: ['offer:approve', 'scan:redeem'] },
      true,
    ],
    [
      'holds no required permission',
      claim(['ADMIN'], ['sales:read']),
      { permissions: ['offer:approve'] },
      false,
    ],
    [
      'both lists must pass: role ok, permission missing',
      claim(['ADMIN'], []),
      { roles: ['ADMIN'], permissions: ['x'] },
      false,
    ],
    [
      'both lists must pass: permission ok, role missing',
      claim(['SALES'], ['x']),
      { roles: ['ADMIN'], permissions: ['x'] },
      false,
    ],
    ['both lists pass', claim(['SALES'], ['x']), { roles: ['sales'], permissions: ['x'] }, true],
  ] as const)('%s', (_name, selected, required, expected) => {
    const copy = selected
      ? { ...selected, roles: [...selected.roles], permissions: [...selected.permissions] }
      : selected;
    expect(hasAccess(copy, required)).toBe(expected);
  });
});
