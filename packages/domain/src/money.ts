import type { Currency } from './constants';

// One formatter per currency: building an Intl.NumberFormat is far slower than using one, and
// long lists format many amounts.
const formatters = new Map<Currency, Intl.NumberFormat>();

function formatter(currency: Currency): Intl.NumberFormat {
  let found = formatters.get(currency);
  if (!found) {
    found = new Intl.NumberFormat('de-DE', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(currency, found);
  }
  return found;
}

// Amounts are integer minor units; shown rounded to whole units, German style. Intl puts a
// no-break space before the symbol, which keeps "1.235 €" on one line.
export function formatMoney(minorUnits: number, currency: Currency = 'EUR'): string {
  return formatter(currency).format(minorUnits / 100);
}
