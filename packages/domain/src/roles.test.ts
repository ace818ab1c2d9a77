import { describe, expect, it } from 'vitest';
import { APP_ROLES, currentRole, normalizeRole, ROLES, roleBadgeStyle, roleLabel } from './roles';

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
  it('lists the eight roles in order, with su treated apart', () => {
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
