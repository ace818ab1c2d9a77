import { todayIn } from '@back-office/domain/periods';
import { Amount } from '../../../components/ui/amount';
import { HomeEmpty, HomePanel } from '../../../components/ui/home-panel';
import { QueryStatus } from '../../../components/ui/query-status';
import { useBusinessTimeZone } from '../../../lib/business-profile/use-business-date-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { PAYMENT_METHOD_LABELS } from '../../../lib/money-labels';
import { useSaleTotals } from '../api/list-sales';

// Today's sales of the business (refunds subtracted), by payment method: for the roles of /sales.
export function SalesToday() {
  const { t } = useTranslation();
  const label = useValueLabel();
  const today = todayIn(useBusinessTimeZone());
  const totals = useSaleTotals({ from: today, to: today });
  return (
    <HomePanel
      title={t('homeSalesToday')}
      link={{ to: '/sales', label: t('homeOpenSales') }}
      testId="home-sales-today"
    >
      {!totals.isSuccess ? (
        <QueryStatus failed={totals.isError} onRetry={() => void totals.refetch()} />
      ) : totals.data.length === 0 ? (
        <HomeEmpty>{t('homeSalesNone')}</HomeEmpty>
      ) : (
        totals.data.map((total) => (
          <div key={total.currency} className="space-y-2">
            <p className="text-2xl font-bold tracking-tight">
              <Amount minorUnits={total.grossMinor} currency={total.currency} />
            </p>
            <p className="text-slate-600 dark:text-slate-400">
              {t('homeSalesTodayCount', { count: total.count })}
            </p>
            <ul className="space-y-1">
              {total.byPaymentMethod.map((method) => (
                <li key={method.paymentMethod} className="flex justify-between gap-2">
                  <span>
                    {label(PAYMENT_METHOD_LABELS, method.paymentMethod)} ({method.count})
                  </span>
                  <Amount minorUnits={method.grossMinor} currency={total.currency} />
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </HomePanel>
  );
}
