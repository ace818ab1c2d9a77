import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { isCurrency } from '@back-office/domain/constants';
import { minorToDecimal } from '@back-office/domain/accounting';
import { Amount } from '../../../components/ui/amount';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
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

function useRankColumns<Row extends Ranked>(): TableColumn<Row>[] {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const columnHelper = createColumnHelper<Row>();
  return [
    columnHelper.display({
      id: 'redemptions',
      header: t('analyticsRedemptions'),
      cell: ({ row: { original: r } }) => format.count(r.redemptions),
      meta: { csv: (r) => r.redemptions, align: 'end' },
    }),
    columnHelper.display({
      id: 'value',
      header: t('analyticsRedeemedValue'),
      cell: ({ row: { original: r } }) => (
        <Amount minorUnits={r.redeemedValueMinor} currency={currencyOf(r.currency)} />
      ),
      meta: { csv: (r) => `${minorToDecimal(r.redeemedValueMinor)} ${r.currency}`, align: 'end' },
    }),
  ];
}

export function TopMerchantsCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation();
  const query = useTopMerchants(period);
  const columnHelper = createColumnHelper<NonNullable<typeof query.data>[number]>();
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
            columnHelper.display({
              id: 'name',
              header: t('analyticsBusiness'),
              cell: ({ row: { original: r } }) => r.name,
              meta: { csv: (r) => r.name, primary: true },
            }),
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
  const columnHelper = createColumnHelper<NonNullable<typeof query.data>[number]>();
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
            columnHelper.display({
              id: 'title',
              header: t('analyticsOffer'),
              cell: ({ row: { original: r } }) => r.title,
              meta: { csv: (r) => r.title, primary: true },
            }),
            ...(scope === 'platform'
              ? [
                  columnHelper.display({
                    id: 'business',
                    header: t('analyticsBusiness'),
                    cell: ({ row: { original: r } }) => r.businessName,
                    meta: { csv: (r: { businessName: string }) => r.businessName },
                  }),
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
  const columnHelper = createColumnHelper<NonNullable<typeof query.data>[number]>();
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
            columnHelper.display({
              id: 'name',
              header: t('analyticsProduct'),
              cell: ({ row: { original: r } }) => r.name,
              meta: { csv: (r) => r.name, primary: true },
            }),
            columnHelper.display({
              id: 'units',
              header: t('analyticsUnits'),
              cell: ({ row: { original: r } }) => format.count(r.units),
              meta: { csv: (r) => r.units, align: 'end' },
            }),
            columnHelper.display({
              id: 'gross',
              header: t('analyticsGrossSales'),
              cell: ({ row: { original: r } }) => (
                <Amount minorUnits={r.grossMinor} currency={currencyOf(r.currency)} />
              ),
              meta: { csv: (r) => `${minorToDecimal(r.grossMinor)} ${r.currency}`, align: 'end' },
            }),
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
  const columnHelper = createColumnHelper<NonNullable<typeof query.data>[number]>();
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
            columnHelper.display({
              id: 'name',
              header: t('analyticsProduct'),
              cell: ({ row: { original: r } }) => r.name,
              meta: { csv: (r) => r.name, primary: true },
            }),
            columnHelper.display({
              id: 'stock',
              header: t('analyticsInStock'),
              cell: ({ row: { original: r } }) => format.count(r.stockQuantity),
              meta: { csv: (r) => r.stockQuantity, align: 'end' },
            }),
            columnHelper.display({
              id: 'threshold',
              header: t('analyticsLowStockThreshold'),
              cell: ({ row: { original: r } }) => format.count(r.lowStockThreshold),
              meta: { csv: (r) => r.lowStockThreshold, align: 'end' },
            }),
          ]}
        />
      )}
    </AnalyticsCard>
  );
}
