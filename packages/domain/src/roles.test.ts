import { describe, expect, it } from 'vitest';
import {
  APP_ROLES,
  currentRole,
  normalizeRole,
  PERMISSIONS,
  permissionsForRoles,
  ROLE_PERMISSIONS,
  ROLES,
  roleBadgeStyle,
  roleLabel,
  type AppRole,
  type Permission,
} from './roles';

describe('normalizeRole', () => {
  it.each([
    ['su', 'ADMIN'],
    ['SU', 'ADMIN'],
    ['administrator', 'ADMIN'],
    ['Administrator', 'ADMIN'],
    ['ADMIN', 'ADMIN'],
    ['admin', 'ADMIN'],
    ['Executive', 'EXECUTIVE'],
    ['accountant', 'ACCOUNTANT'],
    ['Marketing', 'MARKETING'],
    ['sales', 'SALES'],
    ['cashier', 'CASHIER'],
    ['EMPLOYEE', 'EMPLOYEE'],
    [' cashier ', 'CASHIER'],
    ['Manager', null],
    ['Merchant', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeRole(input)).toBe(expected);
  });
});

describe('ROLES', () => {
  it('lists the eight roles of SPEC §6 in order, with su treated apart', () => {
    expect(ROLES).toEqual([
      'su',
      'ADMIN',
      'EXECUTIVE',
      'ACCOUNTANT',
      'MARKETING',
      'SALES',
      'CASHIER',
      'EMPLOYEE',
    ]);
    expect(APP_ROLES).toEqual(ROLES.filter((role) => role !== 'su'));
  });
});

describe('ROLE_PERMISSIONS', () => {
  it('gives su exactly what ADMIN has', () => {
    expect(ROLE_PERMISSIONS.su).toEqual(ROLE_PERMISSIONS.ADMIN);
  });

  it('uses only declared permissions, without duplicates', () => {
    for (const role of ROLES) {
      const list = ROLE_PERMISSIONS[role];
      expect(
        list.every((permission) => (PERMISSIONS as readonly string[]).includes(permission)),
      ).toBe(true);
      expect(new Set(list).size).toBe(list.length);
    }
  });

  const rows: [Permission, AppRole[]][] = [
    ['scan:redeem', ['ADMIN', 'EXECUTIVE', 'SALES', 'CASHIER']],
    ['scan:read:all', ['ADMIN']],
    ['scan:read:own', [...APP_ROLES]],
    ['offer:approve', ['ADMIN']],
    ['employee:read', ['ADMIN', 'EXECUTIVE']],
    ['employee:write', ['ADMIN', 'EXECUTIVE']],
    ['business:write', ['ADMIN']],
    ['marketplace:write', ['ADMIN', 'EXECUTIVE']],
    ['customer:write', ['ADMIN', 'EXECUTIVE']],
    ['customer:wallet-reissue', ['ADMIN']],
    ['accounting:read', ['ADMIN', 'EXECUTIVE', 'ACCOUNTANT']],
    ['sales:read', ['ADMIN', 'EXECUTIVE', 'SALES']],
    ['stock:write', ['EXECUTIVE']],
    ['analytics:read', ['EXECUTIVE']],
    ['user-analytics:read', ['ADMIN']],
    ['profile:write', [...APP_ROLES]],
    ['dashboard:view', [...APP_ROLES]],
    ['advertisement:read', [...APP_ROLES]],
  ];
  it.each(rows)('%s is held by exactly %j', (permission, roles) => {
    const holders = APP_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));
    expect(holders).toEqual(roles);
  });

  it('grants every permission to some role', () => {
    for (const permission of PERMISSIONS) {
      expect(ROLES.some((role) => ROLE_PERMISSIONS[role].includes(permission))).toBe(true);
    }
  });
});

describe('permissionsForRoles', () => {
  it('unites the permissions of known roles and ignores unknown ones', () => {
    const result = permissionsForRoles(['cashier', 'Manager', 'ACCOUNTANT']);
    expect(result).toContain('scan:redeem');
    expect(result).toContain('accounting:write');
    expect(result).not.toContain('employee:read');
    expect(new Set(result).size).toBe(result.length);
  });

  it('gives nothing for no known role', () => {
    expect(permissionsForRoles(['Manager'])).toEqual([]);
  });
});

describe('roleLabel', () => {
  it.each([
    ['ADMIN', 'Admin'],
    ['su', 'Admin'],
    ['administrator', 'Admin'],
    ['executive', 'Executive'],
    ['ACCOUNTANT', 'Accountant'],
    ['MARKETING', 'Marketing'],
    ['SALES', 'Sales'],
    ['CASHIER', 'Cashier'],
    ['EMPLOYEE', 'Employee'],
    ['manager', 'Manager'],
    ['STORE_MANAGER', 'Store_manager'],
    ['', ''],
  ])('%j → %j', (name, label) => {
    expect(roleLabel(name)).toBe(label);
  });
});

describe('roleBadgeStyle', () => {
  it.each([
    ['su', 'ADMIN'],
    ['cashier', 'CASHIER'],
    ['Manager', 'EMPLOYEE'],
  ])('%j is badged as %s', (name, style) => {
    expect(roleBadgeStyle(name)).toBe(style);
  });
});

describe('currentRole', () => {
  it.each([
    [
      'business first role wins',
      { businessRoles: ['cashier', 'ADMIN'], tokenRoles: ['SALES'], storedRole: 'EXECUTIVE' },
      'CASHIER',
    ],
    ['business su is ADMIN', { businessRoles: ['su'] }, 'ADMIN'],
    [
      'token when no business roles',
      { businessRoles: [], tokenRoles: ['SALES', 'ADMIN'], storedRole: 'EXECUTIVE' },
      'SALES',
    ],
    ['token when business roles missing', { tokenRoles: ['administrator'] }, 'ADMIN'],
    [
      'stored role last',
      { businessRoles: [], tokenRoles: [], storedRole: 'accountant' },
      'ACCOUNTANT',
    ],
    ['stored role alone', { storedRole: 'MARKETING' }, 'MARKETING'],
    [
      'an unknown business role is not overridden',
      { businessRoles: ['Manager'], storedRole: 'ADMIN' },
      null,
    ],
    ['nothing at all', {}, null],
    ['null stored role', { storedRole: null }, null],
    ['empty stored role', { storedRole: '' }, null],
  ] as const)('%s', (_name, input, expected) => {
    expect(currentRole(input)).toBe(expected);
  });
});
