import { describe, expect, it } from 'vitest';
import { hasFilters, readFilterParams, toScanFilter } from './scan-filter';

const params = (query: string) => new URLSearchParams(query);

describe('the scan history filter', () => {
  it('gives ADMIN all scans unless they ask for their own store', () => {
    expect(readFilterParams(params(''), true).view).toBe('admin');
    expect(readFilterParams(params('view=merchant'), true).view).toBe('merchant');
  });

  it('keeps everyone else to their own business, whatever the address says', () => {
    expect(readFilterParams(params('view=admin'), false).view).toBe('merchant');
  });

  it('sends the chosen days whole, from the first to the last instant of each in the business’s zone', () => {
    const filter = toScanFilter(
      readFilterParams(params('from=2026-03-01&to=2026-03-02&outcome=COUPON_REDEEMED'), false),
      'Asia/Tokyo',
    );
    expect(filter.from).toBe('2026-02-28T15:00:00.000Z');
    expect(filter.to).toBe('2026-03-02T14:59:59.999Z');
    expect(filter.outcome).toBe('COUPON_REDEEMED');
  });

  it('sends what is not chosen as null, and a blank search as none', () => {
    const read = readFilterParams(params('search=%20%20'), false);
    expect(toScanFilter(read, 'Europe/Nicosia')).toEqual({
      view: 'merchant',
      outcome: null,
      from: null,
      to: null,
      search: null,
    });
    expect(hasFilters(read)).toBe(true);
    expect(hasFilters(readFilterParams(params('view=merchant'), false))).toBe(false);
  });
});
