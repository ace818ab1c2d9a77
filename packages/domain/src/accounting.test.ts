import { describe, expect, it } from 'vitest';
import {
  amountDue,
  applyBasisPoints,
  documentNumber,
  documentTotals,
  lineAmounts,
  minorToDecimal,
  paymentStatus,
  receivableAge,
  vatSummary,
} from './accounting';
import { formatBasisPoints } from './money';

describe('money arithmetic', () => {
  it.each([
    [24_690, 1900, 4_691], // 4,691.1
    [900, 500, 45],
    [250, 1900, 48], // 47.5 rounds half away from zero
    [-250, 1900, -48],
    [1, 900, 0],
    [0, 1900, 0],
  ])('%i at %i bp is %i', (amount, rate, expected) => {
    expect(applyBasisPoints(amount, rate)).toBe(expected);
  });

  it('rounds VAT per line and adds the lines up', () => {
    const lines = [
      { quantity: 2, unitPrice: 12_345, discount: 0, vatRate: 1900 },
      { quantity: 3, unitPrice: 333, discount: 99, vatRate: 500 },
      { quantity: 1, unitPrice: 250, discount: 0, vatRate: 1900 },
    ].map((l) => ({ ...lineAmounts(l), vatRate: l.vatRate }));
    expect(lines.map((l) => [l.net, l.vat, l.total])).toEqual([
      [24_690, 4_691, 29_381],
      [900, 45, 945],
      [250, 48, 298],
    ]);
    expect(documentTotals(lines)).toEqual({ subtotal: 25_840, vatTotal: 4_784, total: 30_624 });
    expect(vatSummary(lines)).toEqual([
      { vatRate: 1900, net: 24_940, vat: 4_739 },
      { vatRate: 500, net: 900, vat: 45 },
    ]);
  });

  it('numbers documents per series and year', () => {
    expect(documentNumber('INV', 2026, 42)).toBe('INV-2026-000042');
    expect(documentNumber('CN', 2027, 3)).toBe('CN-2027-000003');
  });

  it.each([
    [10_000, 0, 0, 'not_paid', 10_000],
    [10_000, 4_000, 0, 'partially_paid', 6_000],
    [10_000, 10_000, 0, 'paid', 0],
    [10_000, 6_000, 4_000, 'paid', 0],
    [10_000, 0, 10_000, 'credited', 0],
    [10_000, 2_000, 3_000, 'partially_paid', 5_000],
  ] as const)(
    'total %i, paid %i, credited %i: %s, %i due',
    (total, paid, credited, status, due) => {
      expect(paymentStatus(total, paid, credited)).toBe(status);
      expect(amountDue(total, paid, credited)).toBe(due);
    },
  );

  it.each([
    [-3, 'notDue'],
    [0, 'notDue'],
    [1, 'days0To30'],
    [30, 'days0To30'],
    [31, 'days31To60'],
    [61, 'days61To90'],
    [90, 'days61To90'],
    [91, 'over90'],
  ] as const)('%i days past due is %s', (days, age) => {
    expect(receivableAge(days)).toBe(age);
  });

  it('writes exact decimals and rates', () => {
    expect(minorToDecimal(123_405)).toBe('1234.05');
    expect(minorToDecimal(-5)).toBe('-0.05');
    expect(minorToDecimal(0)).toBe('0.00');
    expect(formatBasisPoints(1900)).toBe('19\u00a0%');
    expect(formatBasisPoints(550)).toBe('5,5\u00a0%');
  });
});
