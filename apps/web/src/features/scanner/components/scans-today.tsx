import { Amount } from '../../../components/ui/amount';
import { QueryStatus } from '../../../components/ui/query-status';
import { StatCard } from '../../../components/ui/stat-card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useScansToday } from '../api/scans-today';

// The counter's day so far: scans, redemptions (the person's own among them) and what the
// redeemed coupons were worth.
export function ScansToday() {
  const { t } = useTranslation();
  const today = useScansToday();
  if (!today.isSuccess)
    return <QueryStatus failed={today.isError} onRetry={() => void today.refetch()} />;
  const day = today.data;
  return (
    <>
      <StatCard label={t('homeScansToday')} value={day.scans} testId="home-scans-today">
        <p className="text-slate-600 dark:text-slate-400">
          {t('homeScansRefused', { count: day.scans - day.redeemed })}
        </p>
      </StatCard>
      <StatCard label={t('homeRedeemedToday')} value={day.redeemed} testId="home-redeemed-today">
        <p className="text-slate-600 dark:text-slate-400">
          {t('homeRedeemedByMe', { count: day.redeemedByMe })}
        </p>
      </StatCard>
      <StatCard
        label={t('homeRedeemedValue')}
        value={
          day.redeemedValue.length === 0
            ? '—'
            : day.redeemedValue.map((value) => (
                <span key={value.currency} className="block">
                  <Amount minorUnits={value.amountMinor} currency={value.currency} />
                </span>
              ))
        }
        testId="home-redeemed-value"
      />
    </>
  );
}
