import { useTranslation } from '../../../lib/i18n/use-translation';
import { Amount } from '../../../components/ui/amount';

// A tier's price for its period: "120,00 € for 12 months".
export function TierPrice({
  tier,
}: {
  tier: { priceMinor: number; currency: string; periodMonths: number };
}) {
  const { t } = useTranslation();
  return (
    <span className="whitespace-nowrap">
      <Amount minorUnits={tier.priceMinor} currency={tier.currency} />{' '}
      <span className="text-slate-600 dark:text-slate-400">
        {t('tierForMonths', { count: tier.periodMonths })}
      </span>
    </span>
  );
}
