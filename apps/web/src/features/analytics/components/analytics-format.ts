import { formatPercent } from '@back-office/domain/money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ChartSeries } from '../../../components/ui/time-series-chart';

// Numbers of the dashboards in the reader's language: counts, shares, the chart's scale, and the
// names of time buckets (YYYY-MM-DD, or YYYY-MM-DDTHH for hours) as they are in the owner's zone.
export function useAnalyticsFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const count = new Intl.NumberFormat(locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact' });
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    count: (value: number) => count.format(value),
    /** A chart series of a whole-number figure: counted in the chart, the table and the CSV. */
    countSeries: <Point>(
      key: string,
      label: string,
      value: (point: Point) => number,
    ): ChartSeries<Point> => ({
      key,
      label,
      value,
      cell: (point) => count.format(value(point)),
      csv: value,
    }),
    share: (value: number) => formatPercent(value, locale === 'el' ? 'el' : 'en'),
    compact: (value: number) => compact.format(value),
    compactMoney: (minor: number) => compact.format(minor / 100),
    bucket(bucket: string, granularity: string) {
      if (bucket.includes('T')) return `${bucket.slice(11, 13)}:00`;
      const date = new Date(`${bucket}T00:00:00Z`);
      return granularity === 'month' ? month.format(date) : day.format(date);
    },
  };
}
