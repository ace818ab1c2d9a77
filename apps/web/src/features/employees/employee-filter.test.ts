import { describe, expect, it } from 'vitest';
import { EMPLOYEE_FILTER_DEFAULTS, toTeamFilter } from './employee-filter';

describe('the employee filters', () => {
  it('ask for everyone by default (every department, role and status)', () => {
    expect(toTeamFilter(EMPLOYEE_FILTER_DEFAULTS, '')).toEqual({
      merchantId: null,
      department: null,
      role: null,
      status: null,
      search: null,
    });
  });

  it('pass each chosen value and the search on as the API names them', () => {
    expect(
      toTeamFilter(
        { merchantId: 'm-1', department: 'Front of House', role: 'CASHIER', status: 'inactive' },
        'kat',
      ),
    ).toEqual({
      merchantId: 'm-1',
      department: 'Front of House',
      role: 'CASHIER',
      status: 'inactive',
      search: 'kat',
    });
  });
});
