import { useTranslation } from 'react-i18next';
import { formatExactMoney } from '@back-office/domain/accounting';
import { useAmountsVisible } from '../../../lib/amounts-visibility';

// A document's amount to the cent, since a document must add up (decision record 015); masked
// while amounts are hidden.
export function ExactAmount({ minorUnits, currency }: { minorUnits: number; currency: string }) {
  const { t } = useTranslation();
  const visible = useAmountsVisible();
  if (!visible)
    return (
      <span>
        <span aria-hidden="true">••••</span>
        <span className="sr-only">{t('amountHidden')}</span>
      </span>
    );
  return <span className="tabular-nums">{formatExactMoney(minorUnits, currency)}</span>;
}
