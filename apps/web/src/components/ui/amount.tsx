import { useTranslation } from 'react-i18next';
import type { Currency } from '@back-office/domain/constants';
import { formatMoney } from '@back-office/domain/money';
import { useAmountsVisible } from '../../lib/amounts-visibility';

// A money value, masked while amounts are hidden (the header's show/hide-amounts control).
export function Amount({ minorUnits, currency }: { minorUnits: number; currency?: Currency }) {
  const { t } = useTranslation();
  const visible = useAmountsVisible();
  if (!visible)
    return (
      <span>
        <span aria-hidden="true">••••</span>
        <span className="sr-only">{t('amountHidden')}</span>
      </span>
    );
  return <span className="tabular-nums">{formatMoney(minorUnits, currency)}</span>;
}
