import { describe, expect, it } from 'vitest';
import { dashboardKind, landingPage, postLoginRedirect } from './landing';
import { normalizeRole } from './roles';

describe('landingPage (the page after sign-in)', () => {
  it.each([
    ['su', '/'],
    ['ADMIN', '/'],
    ['EXECUTIVE', '/'],
    ['ACCOUNTANT', '/accounting'],
    ['SALES', '/sales'],
    ['CASHIER', '/scanner-history?view=merchant'],
    ['MARKETING', '/'],
    ['EMPLOYEE', '/'],
    ['Manager', '/'],
  ])('%s → %s', (name, path) => {
    expect(landingPage(normalizeRole(name))).toBe(path);
  });
});

describe('postLoginRedirect', () => {
  it.each([
    ['CASHIER', '/business-profile', '/business-profile'],
    ['SALES', '/sales?page=2', '/sales?page=2'],
    ['SALES', null, '/sales'],
    ['SALES', undefined, '/sales'],
    ['SALES', '', '/sales'],
    ['ACCOUNTANT', '/signin', '/accounting'],
    ['ACCOUNTANT', '/signup', '/accounting'],
    ['CASHIER', 'https://evil.example', '/scanner-history?view=merchant'],
    ['CASHIER', '//evil.example/x', '/scanner-history?view=merchant'],
  ] as const)('%s from %j → %s', (role, previous, expected) => {
    expect(postLoginRedirect(role, previous)).toBe(expected);
  });
});

describe('dashboardKind (what "/" shows each role)', () => {
  it.each([
    ['su', 'admin'],
    ['ADMIN', 'admin'],
    ['EXECUTIVE', 'business-analytics'],
    ['ACCOUNTANT', 'accountant'],
    ['MARKETING', 'marketing'],
    ['SALES', 'counter'],
    ['CASHIER', 'counter'],
    ['EMPLOYEE', 'employee'],
    ['Manager', 'employee'],
  ])('%s → %s', (name, kind) => {
    expect(dashboardKind(normalizeRole(name))).toBe(kind);
  });
});
