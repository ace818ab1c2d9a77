import { CURRENCIES, type Currency } from '@back-office/domain/constants';
import { formatMoney } from '@back-office/domain/money';

export const isCurrency = (value: string): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value);

// The API sends currencies as plain strings; the server only ever stores EUR, USD and GBP.
export function formatAmount(minorUnits: number, currency: string): string {
  return formatMoney(minorUnits, isCurrency(currency) ? currency : 'EUR');
}
