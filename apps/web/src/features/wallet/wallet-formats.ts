import { LANGUAGES } from '@back-office/domain/constants';
import { formatAmount } from '../../lib/format-amount';
import { formatDate, formatDateTime } from '../../lib/format-date';

/** Builds, once per thread, the number and date formats the wallet shows, in either language. */
export function buildWalletFormats(): void {
  const now = new Date().toISOString();
  formatAmount(0, 'EUR');
  for (const language of LANGUAGES) {
    formatDate(now, language);
    formatDateTime(now, language);
  }
}
