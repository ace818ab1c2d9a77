import { describe, expect, it } from 'vitest';
import { grantableRoles } from './people';

describe('grantableRoles', () => {
  it('never offers ADMIN or su outside the provider business', () => {
    for (const caller of [['su'], ['ADMIN'], ['EXECUTIVE']]) {
      expect(grantableRoles(caller, false)).toEqual([
        'EXECUTIVE',
        'ACCOUNTANT',
        'MARKETING',
        'SALES',
        'CASHIER',
        'EMPLOYEE',
      ]);
    }
  });

  it('lets an ADMIN grant ADMIN in the provider business, and only su grant su', () => {
    expect(grantableRoles(['ADMIN'], true)).toContain('ADMIN');
    expect(grantableRoles(['ADMIN'], true)).not.toContain('su');
    expect(grantableRoles(['administrator'], true)).toContain('ADMIN');
    expect(grantableRoles(['su'], true)).toEqual(expect.arrayContaining(['su', 'ADMIN']));
  });

  it('never lets an EXECUTIVE grant ADMIN or su', () => {
    const roles = grantableRoles(['EXECUTIVE'], true);
    expect(roles).not.toContain('ADMIN');
    expect(roles).not.toContain('su');
  });
});
