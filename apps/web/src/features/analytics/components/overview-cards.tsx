import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { isCurrency } from '@back-office/domain/constants';
import { Amount } from '../../../components/ui/amount';
import { QueryStatus } from '../../../components/ui/query-status';
import { StatCard } from '../../../components/ui/stat-card';
import type { AnalyticsPeriod, FigureFragment, OverviewFragment } from '../../../gql/graphql';
import { PAYMENT_METHOD_LABELS } from '../../../lib/money-labels';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { useOverview, type AnalyticsScope } from '../api/analytics';
import { useAnalyticsFormat } from './analytics-format';

// The change against the previous period of the same length, in words a screen reader reads too.
function Change({ figure }: { figure: FigureFragment }) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  if (figure.change === null || figure.change === undefined)
    return <p className="text-slate-500">{t('analyticsNoPrevious')}</p>;
  // A change that rounds to 0 % is no change: neither green nor red, no arrow.
  if (format.share(Math.abs(figure.change)) === format.share(0))
    return <p className="text-slate-600 dark:text-slate-400">{t('analyticsNoChange')}</p>;
  const up = figure.change > 0;
  return (
    <p className={up ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}>
      <span aria-hidden="true">{up ? '▲ ' : '▼ '}</span>
      {t(up ? 'analyticsChangeUp' : 'analyticsChangeDown', {
        change: format.share(Math.abs(figure.change)),
      })}
    </p>
  );
}

function Figure({
  label,
  figure,
  value,
  testId,
  children,
}: {
  label: string;
  figure: FigureFragment;
  value: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <StatCard label={label} value={value} testId={testId}>
      <Change figure={figure} />
      {children}
    </StatCard>
  );
}

function CurrencyFigures({ overview }: { overview: OverviewFragment }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const format = useAnalyticsFormat();
  const currency = isCurrency(overview.currency) ? overview.currency : undefined;
  const money = (figure: FigureFragment) => (
    <Amount minorUnits={figure.value} currency={currency} whole />
  );
  const count = (figure: FigureFragment) => format.count(figure.value);
  return (
    // Two a row on a phone: nine cards one a row pushed what follows them (the admin's 'Waiting
    // for you') several screens down.
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <Figure
        label={t('analyticsRedeemedValue')}
        figure={overview.redeemedValueMinor}
        value={money(overview.redeemedValueMinor)}
        testId="figure-redeemed-value"
      />
      <Figure
        label={t('analyticsRedemptions')}
        figure={overview.redemptions}
        value={count(overview.redemptions)}
        testId="figure-redemptions"
      />
      <Figure
        label={t('analyticsRedemptionRate')}
        figure={overview.redemptionRate}
        value={format.share(overview.redemptionRate.value)}
        testId="figure-redemption-rate"
      />
      <Figure
        label={t('analyticsCouponsIssued')}
        figure={overview.couponsIssued}
        value={count(overview.couponsIssued)}
        testId="figure-coupons-issued"
      />
      {overview.activeMerchants && (
        <Figure
          label={t('analyticsActiveMerchants')}
          figure={overview.activeMerchants}
          value={count(overview.activeMerchants)}
          testId="figure-active-merchants"
        />
      )}
      <Figure
        label={t('analyticsNewCustomers')}
        figure={overview.newCustomers}
        value={count(overview.newCustomers)}
        testId="figure-new-customers"
      />
      <Figure
        label={t('analyticsReturningCustomers')}
        figure={overview.returningCustomers}
        value={count(overview.returningCustomers)}
        testId="figure-returning-customers"
      />
      <Figure
        label={t('analyticsGrossSales')}
        figure={overview.grossSalesMinor}
        value={money(overview.grossSalesMinor)}
        testId="figure-gross-sales"
      >
        <ul className="mt-2 space-y-1 text-slate-600 dark:text-slate-400">
          {overview.grossSalesByMethod.map((method) => (
            <li key={method.paymentMethod} className="flex justify-between gap-2">
              <span>{label(PAYMENT_METHOD_LABELS, method.paymentMethod)}</span>
              <Amount minorUnits={method.grossMinor.value} currency={currency} whole />
            </li>
          ))}
        </ul>
      </Figure>
      <StatCard
        label={t('analyticsOpenReceivables')}
        value={money(overview.openReceivablesMinor)}
        testId="figure-open-receivables"
      >
        <p className="text-slate-500">{t('analyticsOpenReceivablesNow')}</p>
      </StatCard>
    </div>
  );
}

// The headline figures of the period, a set for each currency the figures are in.
export function OverviewCards({
  scope,
  period,
}: {
  scope: AnalyticsScope;
  period: AnalyticsPeriod;
}) {
  const { t } = useTranslation();
  const overview = useOverview(scope, period);
  if (overview.isPending || overview.isError)
    return <QueryStatus failed={overview.isError} onRetry={() => void overview.refetch()} />;
  if (overview.data.length === 0)
    return <p className="py-8 text-center text-slate-500">{t('analyticsNoRedemptions')}</p>;
  return (
    <div className="space-y-6">
      {overview.data.map((entry) => (
        <div key={entry.currency} className="space-y-2">
          {overview.data.length > 1 && (
            <h2 className="text-sm font-semibold text-slate-600 dark:text-slate-400">
              {entry.currency}
            </h2>
          )}
          <CurrencyFigures overview={entry} />
        </div>
      ))}
    </div>
  );
}
