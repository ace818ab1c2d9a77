import { describe, expect, it } from 'vitest';
import { CUSTOMER_FILTER_DEFAULTS, spentRangeProblems, toCustomerFilter } from './customer-filter';

describe('the customer filters', () => {
  it('start with every status, spent 0 to 999999, no tags', () => {
    expect(CUSTOMER_FILTER_DEFAULTS).toEqual({
      merchantId: '',
      status: 'all',
      spentMin: '0',
      spentMax: '999999',
      tags: '',
    });
    expect(toCustomerFilter(CUSTOMER_FILTER_DEFAULTS, '')).toEqual({
      merchantId: null,
      status: null,
      spentMin: 0,
      spentMax: 999999,
      tags: null,
      search: null,
    });
  });

  it('become the API filter', () => {
    expect(
      toCustomerFilter(
        {
          merchantId: 'm1',
          status: 'inactive',
          spentMin: '2,5',
          spentMax: '40',
          tags: ' VIP, demo ,',
        },
        'eleni',
      ),
    ).toEqual({
      merchantId: 'm1',
      status: 'inactive',
      spentMin: 2.5,
      spentMax: 40,
      tags: ['vip', 'demo'],
      search: 'eleni',
    });
  });

  it('take the business the page gives over the toolbar’s', () => {
    const filters = { ...CUSTOMER_FILTER_DEFAULTS, merchantId: 'chosen' };
    expect(toCustomerFilter(filters, '', 'selected').merchantId).toBe('selected');
    expect(toCustomerFilter(filters, '', null).merchantId).toBe('chosen');
  });

  it('refuse a bound outside 0 to 999999, say why, and leave it out', () => {
    for (const text of ['-1', '1000000', 'abc']) {
      expect(spentRangeProblems({ spentMin: text, spentMax: '' }).spentMin).toBe('spentRange');
      expect(spentRangeProblems({ spentMin: '', spentMax: text }).spentMax).toBe('spentRange');
    }
    expect(spentRangeProblems({ spentMin: '', spentMax: '' })).toEqual({
      spentMin: null,
      spentMax: null,
    });
    const filter = toCustomerFilter(
      { ...CUSTOMER_FILTER_DEFAULTS, spentMin: '5', spentMax: '1000000' },
      '',
    );
    expect(filter).toMatchObject({ spentMin: 5, spentMax: null });
  });

  it('refuse a highest amount below the lowest, and leave it out', () => {
    expect(spentRangeProblems({ spentMin: '50', spentMax: '20' })).toEqual({
      spentMin: null,
      spentMax: 'spentOrder',
    });
    expect(spentRangeProblems({ spentMin: '20', spentMax: '20' }).spentMax).toBeNull();
    expect(
      toCustomerFilter({ ...CUSTOMER_FILTER_DEFAULTS, spentMin: '50', spentMax: '20' }, ''),
    ).toMatchObject({ spentMin: 50, spentMax: null });
  });
});
