import { useTranslation } from '../../../lib/i18n/use-translation';
import { isCurrency } from '@back-office/domain/constants';
import { minorToDecimal } from '@back-office/domain/accounting';
import { Amount } from '../../../components/ui/amount';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { Column } from '../../../components/ui/data-table/types';
import type { AnalyticsPeriod } from '../../../gql/graphql';
import {
  useLowStock,
  useTopMerchants,
  useTopOffers,
  useTopProducts,
  type AnalyticsScope,
} from '../api/analytics';
import { AnalyticsCard } from './analytics-card';
import { useAnalyticsFormat } from './analytics-format';

const currencyOf = (code: string) => (isCurrency(code) ? code : undefined);

interface Ranked {
  redemptions: number;
  redeemedValueMinor: number;
  currency: string;
}

function useRankColumns<Row extends Ranked>(): Column<Row>[] {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  return [
    {
      id: 'redemptions',
      header: t('analyticsRedemptions'),
      cell: (r) => format.count(r.redemptions),
      csv: (r) => r.redemptions,
      align: 'end',
    },
    {
      id: 'value',
      header: t('analyticsRedeemedValue'),
      cell: (r) => <Amount minorUnits={r.redeemedValueMinor} currency={currencyOf(r.currency)} />,
      csv: (r) => `${minorToDecimal(r.redeemedValueMinor)} ${r.currency}`,
      align: 'end',
    },
  ];
}

export function TopMerchantsCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation();
  const query = useTopMerchants(period);
  const rank = useRankColumns<NonNullable<typeof query.data>[number]>();
  return (
    <AnalyticsCard
      title={t('analyticsTopMerchants')}
      query={query}
      isEmpty={query.data?.length === 0}
      empty={t('analyticsNoRedemptions')}
    >
      {() => (
        <StaticTable
          label={t('analyticsTopMerchants')}
          rows={query.data!}
          rowKey={(r) => `${r.merchantId}:${r.currency}`}
          exportName="top-merchants"
          columns={[
            {
              id: 'name',
              header: t('analyticsBusiness'),
              cell: (r) => r.name,
              csv: (r) => r.name,
              primary: true,
            },
            ...rank,
          ]}
        />
      )}
    </AnalyticsCard>
  );
}

export function TopOffersCard({
  scope,
  period,
}: {
  scope: AnalyticsScope;
  period: AnalyticsPeriod;
}) {
  const { t } = useTranslation();
  const query = useTopOffers(scope, period);
  const rank = useRankColumns<NonNullable<typeof query.data>[number]>();
  return (
    <AnalyticsCard
      title={t('analyticsTopOffers')}
      query={query}
      isEmpty={query.data?.length === 0}
      empty={t('analyticsNoRedemptions')}
    >
      {() => (
        <StaticTable
          label={t('analyticsTopOffers')}
          rows={query.data!}
          rowKey={(r) => `${r.offerId}:${r.currency}`}
          exportName="top-offers"
          columns={[
            {
              id: 'title',
              header: t('analyticsOffer'),
              cell: (r) => r.title,
              csv: (r) => r.title,
              primary: true,
            },
            ...(scope === 'platform'
              ? [
                  {
                    id: 'business',
                    header: t('analyticsBusiness'),
                    cell: (r: { businessName: string }) => r.businessName,
                    csv: (r: { businessName: string }) => r.businessName,
                  },
                ]
              : []),
            ...rank,
          ]}
        />
      )}
    </AnalyticsCard>
  );
}

export function TopProductsCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const query = useTopProducts(period);
  return (
    <AnalyticsCard
      title={t('analyticsTopProducts')}
      query={query}
      isEmpty={query.data?.length === 0}
      empty={t('analyticsNoSales')}
    >
      {() => (
        <StaticTable
          label={t('analyticsTopProducts')}
          rows={query.data!}
          rowKey={(r) => `${r.productId}:${r.currency}`}
          exportName="top-products"
          columns={[
            {
              id: 'name',
              header: t('analyticsProduct'),
              cell: (r) => r.name,
              csv: (r) => r.name,
              primary: true,
            },
            {
              id: 'units',
              header: t('analyticsUnits'),
              cell: (r) => format.count(r.units),
              csv: (r) => r.units,
              align: 'end',
            },
            {
              id: 'gross',
              header: t('analyticsGrossSales'),
              cell: (r) => <Amount minorUnits={r.grossMinor} currency={currencyOf(r.currency)} />,
              csv: (r) => `${minorToDecimal(r.grossMinor)} ${r.currency}`,
              align: 'end',
            },
          ]}
        />
      )}
    </AnalyticsCard>
  );
}

export function LowStockCard() {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const query = useLowStock();
  return (
    <AnalyticsCard
      title={t('analyticsLowStock')}
      query={query}
      isEmpty={query.data?.length === 0}
      empty={t('analyticsNoLowStock')}
    >
      {() => (
        <StaticTable
          label={t('analyticsLowStock')}
          rows={query.data!}
          rowKey={(r) => r.productId}
          exportName="low-stock"
          columns={[
            {
              id: 'name',
              header: t('analyticsProduct'),
              cell: (r) => r.name,
              csv: (r) => r.name,
              primary: true,
            },
            {
              id: 'stock',
              header: t('analyticsInStock'),
              cell: (r) => format.count(r.stockQuantity),
              csv: (r) => r.stockQuantity,
              align: 'end',
            },
            {
              id: 'threshold',
              header: t('analyticsLowStockThreshold'),
              cell: (r) => format.count(r.lowStockThreshold),
              csv: (r) => r.lowStockThreshold,
              align: 'end',
            },
          ]}
        />
      )}
    </AnalyticsCard>
  );
}
