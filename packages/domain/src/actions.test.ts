import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, actionsOf, canEnterRoute, roleCan, rolesCan } from './actions';
import { CREATE_MENU, MENUS, menuItemEnabled } from './menus';
import { APP_ROLES, ROLES, type AppRole } from './roles';

describe('ACTIONS', () => {
  it('gives su exactly what ADMIN has, and every role at least one action', () => {
    expect(actionsOf(['su'])).toEqual(actionsOf(['ADMIN']));
    for (const role of ROLES) expect(actionsOf([role]).length).toBeGreaterThan(0);
  });
});

describe('rolesCan and actionsOf', () => {
  it.each([
    [['CASHIER'], 'scan:redeem', true],
    [['SALES'], 'scan:redeem', true],
    [['EXECUTIVE'], 'scan:redeem', true],
    [['su'], 'offer:approve', true],
    [['CASHIER'], 'scan:read:own', true],
    [['EXECUTIVE'], 'scan:read:own', false],
    [['EMPLOYEE'], 'scan:redeem', false],
    [['ACCOUNTANT'], 'employee:read', false],
    [['EXECUTIVE'], 'customer:wallet-reissue', false],
    [['ADMIN'], 'customer:wallet-reissue', true],
    [['EXECUTIVE'], 'offer:approve', false],
    [['EXECUTIVE'], 'business:any', false],
    [['EMPLOYEE', 'ACCOUNTANT'], 'accounting:read', true],
  ] as const)('%j can %s: %s', (roles, action, expected) => {
    expect(rolesCan([...roles], action)).toBe(expected);
  });

  it('match role names case-insensitively, su as ADMIN, and ignore unknown names', () => {
    expect(rolesCan(['cashier'], 'scan:redeem')).toBe(true);
    expect(rolesCan(['su'], 'offer:approve')).toBe(true);
    expect(rolesCan(['Manager'], 'customer:read')).toBe(false);
    expect(rolesCan([], 'customer:read')).toBe(false);
    expect(roleCan(null, 'customer:read')).toBe(false);
  });

  it('unites the actions of several roles, in the order of the table, without duplicates', () => {
    const result = actionsOf(['cashier', 'Manager', 'ACCOUNTANT']);
    expect(result).toEqual(ACTION_NAMES.filter((action) => result.includes(action)));
    expect(result).toContain('scan:redeem');
    expect(result).toContain('accounting:read');
    expect(result).not.toContain('employee:read');
    expect(actionsOf(['Manager'])).toEqual([]);
  });
});

describe('menus and routes drawn from the table', () => {
  // The menus show these items to roles that may not open their pages; they stay in the menu,
  // disabled.
  const SHOWN_BUT_NOT_OPEN: Record<AppRole, string[]> = {
    ADMIN: [],
    EXECUTIVE: ['scanner-history'],
    ACCOUNTANT: ['scanner-history', 'employees'],
    MARKETING: ['accounting', 'scanner-history'],
    SALES: [],
    CASHIER: [],
    EMPLOYEE: ['scanner-history'],
  };
  it.each(APP_ROLES)('%s', (role) => {
    const closed = MENUS[role]
      .flatMap((entry) => [entry, ...(entry.children ?? [])])
      .filter((entry) => !entry.disabled && !menuItemEnabled(entry, role))
      .map((entry) => entry.key);
    expect(closed).toEqual(SHOWN_BUT_NOT_OPEN[role]);
  });

  it('offers a create entry only to roles that may open its page', () => {
    for (const entry of CREATE_MENU) {
      for (const role of APP_ROLES) {
        if (roleCan(role, entry.action)) expect(canEnterRoute(entry.path, role)).toBe(true);
      }
    }
  });
});
