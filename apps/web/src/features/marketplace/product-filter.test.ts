import { describe, expect, it } from 'vitest';
import { PRODUCT_FILTER_DEFAULTS, priceBoundError, toProductFilter } from './product-filter';

describe('the product filters', () => {
  it('start with everything, priced 0 to 999999', () => {
    expect(PRODUCT_FILTER_DEFAULTS).toMatchObject({
      category: 'all',
      status: 'all',
      priceMin: '0',
      priceMax: '999999',
      inStock: 'all',
      tags: '',
    });
    expect(toProductFilter(PRODUCT_FILTER_DEFAULTS, '')).toEqual({
      merchantId: null,
      category: null,
      status: null,
      priceMin: 0,
      priceMax: 999999,
      inStock: null,
      lowStock: null,
      tags: null,
      search: null,
    });
  });

  it('become the API filter', () => {
    expect(
      toProductFilter(
        {
          merchantId: 'm1',
          category: 'coffee',
          status: 'active',
          priceMin: '2,5',
          priceMax: '10',
          inStock: 'false',
          tags: ' Hot, milk ,',
          lowStock: true,
        },
        'latte',
      ),
    ).toEqual({
      merchantId: 'm1',
      category: 'coffee',
      status: 'active',
      priceMin: 2.5,
      priceMax: 10,
      inStock: false,
      lowStock: true,
      tags: ['hot', 'milk'],
      search: 'latte',
    });
  });

  it('leave out a price bound outside 0 to 999999, and say why', () => {
    expect(priceBoundError('-1')).toBe('priceRange');
    expect(priceBoundError('1000000')).toBe('priceRange');
    expect(priceBoundError('abc')).toBe('priceRange');
    expect(priceBoundError('')).toBeNull();
    expect(
      toProductFilter({ ...PRODUCT_FILTER_DEFAULTS, priceMax: '1000000' }, '').priceMax,
    ).toBeNull();
  });
});
