import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { TimeSeriesChart } from '../../../components/ui/time-series-chart';
import type {
  AnalyticsPeriod,
  RetentionQuery,
  StaffActivityTotalsQuery,
  WalletActivityQuery,
} from '../../../gql/graphql';
import {
  useRetention,
  useStaffActivityByBusiness,
  useStaffActivityTotals,
  useWalletActivity,
} from '../api/analytics';
import { AnalyticsCard } from './analytics-card';
import { useAnalyticsFormat } from './analytics-format';
import { AnalyticsLayout } from './analytics-layout';

type StaffDay = StaffActivityTotalsQuery['analytics']['staffActivityTotals'][number];

function StaffActivityCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const query = useStaffActivityTotals(period);
  const points = query.data ?? [];
  return (
    <AnalyticsCard
      title={t('analyticsStaffActivity')}
      query={query}
      isEmpty={points.length === 0}
      empty={t('analyticsNoStaffActivity')}
    >
      {() => (
        <TimeSeriesChart
          title={t('analyticsSignInsPerDay')}
          summary={t('analyticsSignInsSummary', {
            total: format.count(points.reduce((sum, p) => sum + p.signIns, 0)),
            days: points.length,
          })}
          points={points}
          bucket={(p) => p.day}
          bucketLabel={(day) => format.bucket(day, 'day')}
          series={[
            format.countSeries('signIns', t('analyticsSignIns'), (p: StaffDay) => p.signIns),
            format.countSeries(
              'active',
              t('analyticsActiveEmployees'),
              (p: StaffDay) => p.activeEmployees,
            ),
          ]}
          axisFormat={format.compact}
          exportName="staff-activity-per-day"
        />
      )}
    </AnalyticsCard>
  );
}

// A business a row, however long the period: fifty businesses over a year are fifty rows.
function StaffByBusinessCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const query = useStaffActivityByBusiness(period);
  const columnHelper = createColumnHelper<NonNullable<typeof query.data>[number]>();
  return (
    <AnalyticsCard
      title={t('analyticsStaffActivityByBusiness')}
      query={query}
      isEmpty={query.data?.length === 0}
      empty={t('analyticsNoStaffActivity')}
      testId="staff-activity"
    >
      {() => (
        <StaticTable
          label={t('analyticsStaffActivityByBusiness')}
          rows={query.data!}
          rowKey={(r) => r.merchantId}
          exportName="staff-activity-by-business"
          columns={[
            columnHelper.display({
              id: 'business',
              header: t('analyticsBusiness'),
              cell: ({ row: { original: r } }) => r.businessName,
              meta: { csv: (r) => r.businessName, primary: true },
            }),
            columnHelper.display({
              id: 'signIns',
              header: t('analyticsSignIns'),
              cell: ({ row: { original: r } }) => format.count(r.signIns),
              meta: { csv: (r) => r.signIns, align: 'end' },
            }),
            columnHelper.display({
              id: 'activeDays',
              header: t('analyticsActiveDays'),
              cell: ({ row: { original: r } }) => format.count(r.activeDays),
              meta: { csv: (r) => r.activeDays, align: 'end' },
            }),
            columnHelper.display({
              id: 'mostActive',
              header: t('analyticsMostActive'),
              cell: ({ row: { original: r } }) => format.count(r.mostActiveEmployees),
              meta: { csv: (r) => r.mostActiveEmployees, align: 'end' },
            }),
          ]}
        />
      )}
    </AnalyticsCard>
  );
}

type WalletDay = WalletActivityQuery['analytics']['walletActivity'][number];

function WalletActivityCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const query = useWalletActivity(period);
  const points = query.data ?? [];
  const total = (value: (p: (typeof points)[number]) => number) =>
    points.reduce((sum, p) => sum + value(p), 0);
  return (
    <AnalyticsCard
      title={t('analyticsWalletActivity')}
      query={query}
      isEmpty={total((p) => p.walletOpens + p.offersTaken + p.redemptions) === 0}
      empty={t('analyticsNoWalletActivity')}
    >
      {() => (
        <TimeSeriesChart
          title={t('analyticsWalletActivity')}
          summary={t('analyticsWalletSummary', {
            opens: format.count(total((p) => p.walletOpens)),
            taken: format.count(total((p) => p.offersTaken)),
            redemptions: format.count(total((p) => p.redemptions)),
          })}
          points={points}
          bucket={(p) => p.day}
          bucketLabel={(day) => format.bucket(day, 'day')}
          series={[
            format.countSeries('opens', t('analyticsWalletOpens'), (p: WalletDay) => p.walletOpens),
            format.countSeries('taken', t('analyticsOffersTaken'), (p: WalletDay) => p.offersTaken),
            format.countSeries(
              'redemptions',
              t('analyticsRedemptions'),
              (p: WalletDay) => p.redemptions,
            ),
          ]}
          axisFormat={format.compact}
          exportName="wallet-activity"
        />
      )}
    </AnalyticsCard>
  );
}

type Cohort = RetentionQuery['analytics']['retention'][number];

const columnHelper = createColumnHelper<Cohort>();

function RetentionCard() {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const query = useRetention();
  const cohorts = query.data ?? [];
  const width = Math.max(0, ...cohorts.map((c) => c.months.length));
  const columns: TableColumn<Cohort>[] = [
    columnHelper.display({
      id: 'cohort',
      header: t('analyticsCohort'),
      cell: ({ row: { original: c } }) => format.bucket(`${c.cohort}-01`, 'month'),
      meta: { csv: (c) => c.cohort, primary: true },
    }),
    columnHelper.display({
      id: 'customers',
      header: t('analyticsCustomers'),
      cell: ({ row: { original: c } }) => format.count(c.customers),
      meta: { csv: (c) => c.customers, align: 'end' },
    }),
    ...Array.from({ length: width }, (_, month) =>
      columnHelper.display({
        id: `m${month}`,
        header: t('analyticsMonthN', { n: month }),
        cell: ({ row: { original: c } }) =>
          month < c.months.length ? format.share(c.months[month]!) : '',
        meta: {
          csv: (c: Cohort) => (month < c.months.length ? c.months[month]! : ''),
          align: 'end' as const,
        },
      }),
    ),
  ];
  return (
    <AnalyticsCard
      title={t('analyticsRetention')}
      query={query}
      isEmpty={cohorts.length === 0}
      empty={t('analyticsNoCustomers')}
    >
      {() => (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('analyticsRetentionSummary')}
          </p>
          <StaticTable
            label={t('analyticsRetention')}
            columns={columns}
            rows={cohorts}
            rowKey={(c) => c.cohort}
            exportName="retention"
          />
        </>
      )}
    </AnalyticsCard>
  );
}

// /user-analytics, for the provider's administrators: how staff and customers use the platform.
export function UserAnalyticsPage() {
  return (
    <AnalyticsLayout title="pageUserAnalytics" description="pageUserAnalyticsDescription">
      {(period) => (
        <>
          <StaffActivityCard period={period} />
          <StaffByBusinessCard period={period} />
          <WalletActivityCard period={period} />
          <RetentionCard />
        </>
      )}
    </AnalyticsLayout>
  );
}
