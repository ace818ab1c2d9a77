import { useTranslation } from '../../../lib/i18n/use-translation';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { Column } from '../../../components/ui/data-table/types';
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
            {
              id: 'business',
              header: t('analyticsBusiness'),
              cell: (r) => r.businessName,
              csv: (r) => r.businessName,
              primary: true,
            },
            {
              id: 'signIns',
              header: t('analyticsSignIns'),
              cell: (r) => format.count(r.signIns),
              csv: (r) => r.signIns,
              align: 'end',
            },
            {
              id: 'activeDays',
              header: t('analyticsActiveDays'),
              cell: (r) => format.count(r.activeDays),
              csv: (r) => r.activeDays,
              align: 'end',
            },
            {
              id: 'mostActive',
              header: t('analyticsMostActive'),
              cell: (r) => format.count(r.mostActiveEmployees),
              csv: (r) => r.mostActiveEmployees,
              align: 'end',
            },
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

function RetentionCard() {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const query = useRetention();
  const cohorts = query.data ?? [];
  const width = Math.max(0, ...cohorts.map((c) => c.months.length));
  const columns: Column<Cohort>[] = [
    {
      id: 'cohort',
      header: t('analyticsCohort'),
      cell: (c) => format.bucket(`${c.cohort}-01`, 'month'),
      csv: (c) => c.cohort,
      primary: true,
    },
    {
      id: 'customers',
      header: t('analyticsCustomers'),
      cell: (c) => format.count(c.customers),
      csv: (c) => c.customers,
      align: 'end',
    },
    ...Array.from({ length: width }, (_, month) => ({
      id: `m${month}`,
      header: t('analyticsMonthN', { n: month }),
      cell: (c: Cohort) => (month < c.months.length ? format.share(c.months[month]!) : ''),
      csv: (c: Cohort) => (month < c.months.length ? c.months[month]! : ''),
      align: 'end' as const,
    })),
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
