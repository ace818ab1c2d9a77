import { useTranslation } from '../../lib/i18n/use-translation';
import { formatExactMoney } from '@back-office/domain/accounting';
import { useAmountsVisible } from '../../lib/amounts-visibility';
import { formatAmount } from '../../lib/format-amount';

// A money value, masked while amounts are hidden (the header's show/hide-amounts control): in
// whole units, or `exact` to the cent.
export function Amount({
  minorUnits,
  currency = 'EUR',
  exact = false,
}: {
  minorUnits: number;
  currency?: string;
  exact?: boolean;
}) {
  const { t } = useTranslation();
  const visible = useAmountsVisible();
  if (!visible)
    return (
      <span>
        <span aria-hidden="true">••••</span>
        <span className="sr-only">{t('amountHidden')}</span>
      </span>
    );
  return (
    <span className="tabular-nums">
      {exact ? formatExactMoney(minorUnits, currency) : formatAmount(minorUnits, currency)}
    </span>
  );
}
