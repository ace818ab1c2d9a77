import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ExternalLink } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { useServerTable } from '../../../components/ui/data-table/use-server-table';
import { PageHeader } from '../../../components/ui/page-header';
import type { ListBusinessNetworkQuery } from '../../../gql/graphql';
import { usePageMeta } from '../../../lib/page-meta';
import { fetchNetworkPage, networkQueryKey, type NetworkFilters } from '../api/list-network';

type Partner = ListBusinessNetworkQuery['businessNetwork']['list']['items'][number];

const NO_FILTERS: NetworkFilters = {};

// The server only ever stores http(s) addresses; the text shown drops the scheme.
const websiteText = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

const columnHelper = createColumnHelper<Partner>();

// /business-network (EXECUTIVE): the provider's partner businesses, read-only and
// searchable by name, city or description.
export function BusinessNetworkPage() {
  const { t } = useTranslation();
  usePageMeta('pageBusinessNetwork', 'pageBusinessNetworkDescription');

  const columns: TableColumn<Partner>[] = [
    columnHelper.display({
      id: 'name',
      header: t('networkBusiness'),
      cell: ({ row: { original: partner } }) => (
        <div className="flex items-center gap-3">
          <Avatar name={partner.name} src={partner.logo} className="size-9 text-sm" />
          <span className="font-medium">{partner.name}</span>
        </div>
      ),
      meta: { primary: true, csv: (partner) => partner.name },
    }),
    columnHelper.display({
      id: 'location',
      header: t('networkLocation'),
      cell: ({ row: { original: partner } }) =>
        [partner.city, partner.country].filter(Boolean).join(', '),
      meta: { csv: (partner) => [partner.city, partner.country].filter(Boolean).join(', ') },
    }),
    columnHelper.display({
      id: 'description',
      header: t('networkDescription'),
      cell: ({ row: { original: partner } }) => (
        <span className="line-clamp-2 text-slate-600 dark:text-slate-400">
          {partner.description}
        </span>
      ),
      meta: { csv: (partner) => partner.description },
    }),
    columnHelper.display({
      id: 'website',
      header: t('networkWebsite'),
      cell: ({ row: { original: partner } }) =>
        partner.website && (
          <a
            href={partner.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline dark:text-brand-500"
          >
            {websiteText(partner.website)}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        ),
      meta: { csv: (partner) => partner.website },
    }),
  ];
  const table = useServerTable<Partner, NetworkFilters>({
    id: 'business-network',
    columns,
    queryKey: networkQueryKey,
    fetchPage: fetchNetworkPage,
    initialFilters: NO_FILTERS,
    getRowId: (partner) => partner._id,
  });

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageHeader
        title={t('pageBusinessNetwork')}
        description={t('pageBusinessNetworkDescription')}
      />
      <DataTable
        table={table}
        label={t('pageBusinessNetwork')}
        rowLabel={(partner) => partner.name}
        searchLabel={t('networkSearch')}
        emptyText={t('networkEmpty')}
      />
    </div>
  );
}
