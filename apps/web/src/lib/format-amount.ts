import { CURRENCIES, type Currency, type Language } from '@back-office/domain/constants';
import { formatMoney } from '@back-office/domain/money';

export const isCurrency = (value: string): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value);

// The API sends currencies as plain strings; the server only ever stores EUR, USD and GBP.
// Exact to the cent, as the Amount component writes it, for texts that are not elements
// (options of a select, a toast).
export function formatAmount(minorUnits: number, currency: string, language?: Language): string {
  return formatMoney(minorUnits, isCurrency(currency) ? currency : 'EUR', { language });
}
