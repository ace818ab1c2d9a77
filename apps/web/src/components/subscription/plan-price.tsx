import { useValueLabel } from '../../lib/i18n/use-value-label';
import { PLAN_PER_INTERVAL_LABELS } from '../../lib/subscription-labels';
import { Amount } from '../ui/amount';

// A plan's price as it is charged: "29,90 € per month".
export function PlanPrice({
  plan,
}: {
  plan: { priceMinor: number; currency: string; interval: string };
}) {
  const label = useValueLabel();
  return (
    <span className="whitespace-nowrap">
      <Amount minorUnits={plan.priceMinor} currency={plan.currency} />{' '}
      <span className="text-slate-600 dark:text-slate-400">
        {label(PLAN_PER_INTERVAL_LABELS, plan.interval)}
      </span>
    </span>
  );
}
