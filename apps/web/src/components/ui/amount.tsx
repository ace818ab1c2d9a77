import { formatMoney } from '@back-office/domain/money';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useAmountsVisible } from '../../lib/amounts-visibility';
import { isCurrency } from '../../lib/format-amount';

// A money value, exact to the cent (decision record 032), masked while amounts are hidden (the
// header's show/hide-amounts control). `whole` only for figures read at a glance that no one
// pays: KPI cards and chart axes.
export function Amount({
  minorUnits,
  currency = 'EUR',
  whole = false,
}: {
  minorUnits: number;
  currency?: string;
  whole?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const visible = useAmountsVisible();
  if (!visible)
    return (
      <span>
        <span aria-hidden="true">••••</span>
        <span className="sr-only">{t('amountHidden')}</span>
      </span>
    );
  return (
    <span className="whitespace-nowrap tabular-nums">
      {formatMoney(minorUnits, isCurrency(currency) ? currency : 'EUR', {
        language: i18n.language === 'el' ? 'el' : 'en',
        whole,
      })}
    </span>
  );
}
