import { formatMoney } from '@back-office/domain/money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { isCurrency } from '@back-office/domain/constants';
import { minorToDecimal } from '@back-office/domain/accounting';
import { Amount } from '../../../components/ui/amount';
import { TimeSeriesChart } from '../../../components/ui/time-series-chart';
import type { AnalyticsPeriod, SeriesPointFieldsFragment } from '../../../gql/graphql';
import { useAmountsVisible } from '../../../lib/amounts-visibility';
import { useSeries, type AnalyticsScope } from '../api/analytics';
import { AnalyticsCard } from './analytics-card';
import { useAnalyticsFormat } from './analytics-format';

type Point = SeriesPointFieldsFragment;

// Redemptions and redeemed value over the period (and, for a business, new against returning
// customers), in the currency of most of the figures.
export function SeriesCharts({
  scope,
  period,
  withCustomers = false,
}: {
  scope: AnalyticsScope;
  period: AnalyticsPeriod;
  withCustomers?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const format = useAnalyticsFormat();
  const visible = useAmountsVisible();
  const series = useSeries(scope, period);
  const points = series.data ?? [];
  const currencies = [...new Set(points.map((p) => p.currency))];
  const currency = currencies[0] ?? 'EUR';
  const shown = points.filter((p) => p.currency === currency);
  const total = (value: (p: Point) => number) => shown.reduce((sum, p) => sum + value(p), 0);
  const granularity = period.granularity ?? 'day';
  const bucketLabel = (bucket: string) => format.bucket(bucket, granularity);
  const common = { points: shown, bucket: (p: Point) => p.bucket, bucketLabel };
  const money = (p: Point) => (
    <Amount
      minorUnits={p.redeemedValueMinor}
      currency={isCurrency(currency) ? currency : undefined}
    />
  );
  return (
    <AnalyticsCard
      title={t('analyticsOverTime')}
      query={series}
      isEmpty={total((p) => p.redemptions + p.couponsIssued + Math.abs(p.grossSalesMinor)) === 0}
      empty={t('analyticsNoRedemptions')}
      testId="analytics-series"
    >
      {() => (
        <div className="grid gap-6 lg:grid-cols-2">
          <TimeSeriesChart
            {...common}
            title={t('analyticsRedemptions')}
            summary={t('analyticsRedemptionsSummary', {
              total: format.count(total((p) => p.redemptions)),
              buckets: shown.length,
            })}
            series={[
              format.countSeries(
                'redemptions',
                t('analyticsRedemptions'),
                (p: Point) => p.redemptions,
              ),
            ]}
            axisFormat={format.compact}
            exportName="redemptions"
          />
          <TimeSeriesChart
            {...common}
            title={t('analyticsRedeemedValue')}
            summary={
              visible
                ? t('analyticsRedeemedValueSummary', {
                    amount: formatMoney(
                      total((p) => p.redeemedValueMinor),
                      currency,
                      {
                        language: i18n.language === 'el' ? 'el' : 'en',
                      },
                    ),
                  })
                : t('amountHidden')
            }
            series={[
              {
                key: 'redeemedValue',
                label: `${t('analyticsRedeemedValue')} (${currency})`,
                value: (p) => p.redeemedValueMinor,
                cell: money,
                csv: (p) => minorToDecimal(p.redeemedValueMinor),
              },
            ]}
            axisFormat={format.compactMoney}
            hideValues={!visible}
            exportName="redeemed-value"
          />
          {withCustomers && (
            <TimeSeriesChart
              {...common}
              title={t('analyticsNewVersusReturning')}
              summary={t('analyticsNewVersusReturningSummary', {
                newCount: format.count(total((p) => p.newCustomers)),
                returning: format.count(total((p) => p.returningCustomers)),
              })}
              series={[
                format.countSeries('new', t('analyticsNewCustomers'), (p: Point) => p.newCustomers),
                format.countSeries(
                  'returning',
                  t('analyticsReturningCustomers'),
                  (p: Point) => p.returningCustomers,
                ),
              ]}
              axisFormat={format.compact}
              exportName="new-and-returning-customers"
            />
          )}
        </div>
      )}
    </AnalyticsCard>
  );
}
