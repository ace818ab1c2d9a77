import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// Intl separates the amount and the symbol with a no-break space.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatMoney (German style, no decimals)', () => {
  it.each([
    [123456, 'EUR', '1.235 €'],
    [123400, 'EUR', '1.234 €'],
    [0, 'EUR', '0 €'],
    [49, 'EUR', '0 €'],
    [50, 'EUR', '1 €'],
    [999, 'EUR', '10 €'],
    [100_000_000, 'EUR', '1.000.000 €'],
    [-123456, 'EUR', '-1.235 €'],
    [123456, 'USD', '1.235 $'],
    [123456, 'GBP', '1.235 £'],
  ] as const)('%i minor %s → %s', (minor, currency, text) => {
    expect(formatMoney(minor, currency)).toBe(nbsp(text));
  });

  it('defaults to EUR', () => {
    expect(formatMoney(250)).toBe(nbsp('3 €'));
  });
});
