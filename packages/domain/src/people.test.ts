import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { grantableRoles, PEOPLE_CODE_TEXT, PEOPLE_CODES, peopleCodeText } from './people';

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

describe('PEOPLE_CODE_TEXT', () => {
  it('has a sentence for every result code', () => {
    for (const code of Object.values(PEOPLE_CODES)) {
      expect(MESSAGES[PEOPLE_CODE_TEXT[code]]).toBeTruthy();
    }
  });
});

describe('peopleCodeText', () => {
  it('names each outcome with the domain’s text', () => {
    expect(MESSAGES[peopleCodeText('LAST_EXECUTIVE')]).toBe(
      'A business needs at least one active executive',
    );
    expect(MESSAGES[peopleCodeText('BUSINESS_NOT_FOUND')]).toBe('Business not found');
    expect(MESSAGES[peopleCodeText('MEMBER_NOT_FOUND')]).toBe(
      'Employee not found in this business',
    );
  });

  it('calls a code it does not know unexpected, even one named like an object key', () => {
    expect(peopleCodeText('SOMETHING_NEW')).toBe('unexpectedError');
    expect(peopleCodeText('toString')).toBe('unexpectedError');
  });
});
