import { useTranslation } from '../../../lib/i18n/use-translation';
import { minorToDecimal } from '@back-office/domain/accounting';
import { formatMoney } from '@back-office/domain/money';
import { Amount } from '../../../components/ui/amount';
import { TimeSeriesChart, type ChartSeries } from '../../../components/ui/time-series-chart';
import type { CampaignDetailQuery } from '../../../gql/graphql';
import { useAmountsVisible } from '../../../lib/amounts-visibility';

type Day = CampaignDetailQuery['advertisement']['campaignDays'][number];

// A campaign's days: what it was seen, taken and redeemed, and what it spent.
export function CampaignCharts({ days, currency }: { days: readonly Day[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const visible = useAmountsVisible();
  const locale = i18n.language;
  const count = new Intl.NumberFormat(locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact' });
  const dayName = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const total = (value: (day: Day) => number) => days.reduce((sum, day) => sum + value(day), 0);
  const counted = (key: string, label: string, value: (day: Day) => number): ChartSeries<Day> => ({
    key,
    label,
    value,
    cell: (day) => count.format(value(day)),
    csv: value,
  });
  const common = {
    points: days,
    bucket: (day: Day) => day.day,
    bucketLabel: (day: string) => dayName.format(new Date(`${day}T00:00:00Z`)),
  };

  if (days.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('campaignNoDays')}</p>;
  return (
    <div className="space-y-6">
      <TimeSeriesChart
        {...common}
        title={t('campaignChartActivity')}
        summary={t('campaignChartActivitySummary', {
          count: days.length,
          impressions: count.format(total((d) => d.impressions)),
          taken: count.format(total((d) => d.offersTaken)),
          redemptions: count.format(total((d) => d.redemptions)),
        })}
        series={[
          counted('impressions', t('campaignImpressions'), (d) => d.impressions),
          counted('taken', t('campaignOffersTaken'), (d) => d.offersTaken),
          counted('redemptions', t('campaignRedemptions'), (d) => d.redemptions),
        ]}
        axisFormat={(value) => compact.format(value)}
        exportName="campaign-activity-per-day"
      />
      <TimeSeriesChart
        {...common}
        title={t('campaignChartSpend')}
        summary={
          visible
            ? t('campaignChartSpendSummary', {
                count: days.length,
                amount: formatMoney(
                  total((d) => d.spentMinor),
                  currency,
                ),
              })
            : t('amountHidden')
        }
        series={[
          {
            key: 'spend',
            label: `${t('campaignSpend')} (${currency})`,
            value: (d) => d.spentMinor,
            cell: (d) => <Amount minorUnits={d.spentMinor} currency={currency} />,
            csv: (d) => minorToDecimal(d.spentMinor),
          },
        ]}
        axisFormat={(minor) => compact.format(minor / 100)}
        hideValues={!visible}
        exportName="campaign-spend-per-day"
      />
    </div>
  );
}
