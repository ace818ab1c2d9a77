import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import type { AnalyticsPeriod } from '../../../gql/graphql';
import { useHeatmap } from '../api/analytics';
import { AnalyticsCard } from './analytics-card';
import { useAnalyticsFormat } from './analytics-format';

interface WeekdayRow {
  weekday: number;
  name: string;
  hours: number[];
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const SHADES = [
  '',
  'bg-brand-100 dark:bg-brand-950',
  'bg-brand-200 dark:bg-brand-800',
  'bg-brand-400 text-white dark:bg-brand-600',
  'bg-brand-700 text-white dark:bg-brand-400 dark:text-slate-950',
];

const columnHelper = createColumnHelper<WeekdayRow>();

// Redemptions by weekday and hour of the business's day: a table whose cells are shaded by how
// busy the hour is, so the numbers are there for everyone and the pattern shows at a glance.
export function HeatmapCard({ period }: { period: AnalyticsPeriod }) {
  const { t, i18n } = useTranslation();
  const format = useAnalyticsFormat();
  const query = useHeatmap(period);
  const weekdayName = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: ISO weekday n is that day plus n − 1.
  const rows: WeekdayRow[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    name: weekdayName.format(new Date(Date.UTC(2024, 0, weekday))),
    hours: HOURS.map(
      (hour) => query.data?.find((c) => c.weekday === weekday && c.hour === hour)?.redemptions ?? 0,
    ),
  }));
  const busiest = Math.max(1, ...rows.flatMap((r) => r.hours));
  const shade = (n: number) => SHADES[n === 0 ? 0 : Math.min(4, Math.ceil((n / busiest) * 4))];
  const columns: TableColumn<WeekdayRow>[] = [
    columnHelper.display({
      id: 'day',
      header: t('analyticsWeekday'),
      cell: ({ row: { original: r } }) => r.name,
      meta: { csv: (r) => r.name, primary: true },
    }),
    ...HOURS.map((hour) =>
      columnHelper.display({
        id: `h${hour}`,
        header: String(hour).padStart(2, '0'),
        cell: ({ row: { original: r } }) => (
          <span
            className={`block rounded px-1 py-0.5 text-center text-xs ${shade(r.hours[hour]!)}`}
          >
            {r.hours[hour] ? format.count(r.hours[hour]!) : ''}
          </span>
        ),
        meta: { csv: (r: WeekdayRow) => r.hours[hour]! },
      }),
    ),
  ];
  return (
    <AnalyticsCard
      title={t('analyticsHeatmap')}
      query={query}
      isEmpty={query.data?.length === 0}
      empty={t('analyticsNoRedemptions')}
      className="lg:col-span-2"
    >
      {() => (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('analyticsHeatmapSummary')}
          </p>
          <StaticTable
            label={t('analyticsHeatmap')}
            columns={columns}
            rows={rows}
            rowKey={(r) => String(r.weekday)}
            exportName="redemptions-by-hour"
          />
        </>
      )}
    </AnalyticsCard>
  );
}
