import { useTranslation } from '../../../lib/i18n/use-translation';
import { ExternalLink } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { Column } from '../../../components/ui/data-table/types';
import { useServerTable } from '../../../components/ui/data-table/use-server-table';
import { PageHeader } from '../../../components/ui/page-header';
import type { ListBusinessNetworkQuery } from '../../../gql/graphql';
import { usePageMeta } from '../../../lib/page-meta';
import { fetchNetworkPage, networkQueryKey, type NetworkFilters } from '../api/list-network';

type Partner = ListBusinessNetworkQuery['businessNetwork']['list']['items'][number];

const NO_FILTERS: NetworkFilters = {};

// The server only ever stores http(s) addresses; the text shown drops the scheme.
const websiteText = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

// /business-network (EXECUTIVE): the provider's partner businesses, read-only and
// searchable by name, city or description.
export function BusinessNetworkPage() {
  const { t } = useTranslation();
  usePageMeta('pageBusinessNetwork', 'pageBusinessNetworkDescription');
  const table = useServerTable<Partner, NetworkFilters>({
    queryKey: networkQueryKey,
    fetchPage: fetchNetworkPage,
    initialFilters: NO_FILTERS,
    getRowId: (partner) => partner._id,
  });

  const columns: Column<Partner>[] = [
    {
      id: 'name',
      header: t('networkBusiness'),
      primary: true,
      cell: (partner) => (
        <div className="flex items-center gap-3">
          <Avatar name={partner.name} src={partner.logo} className="size-9 text-sm" />
          <span className="font-medium">{partner.name}</span>
        </div>
      ),
      csv: (partner) => partner.name,
    },
    {
      id: 'location',
      header: t('networkLocation'),
      cell: (partner) => [partner.city, partner.country].filter(Boolean).join(', '),
      csv: (partner) => [partner.city, partner.country].filter(Boolean).join(', '),
    },
    {
      id: 'description',
      header: t('networkDescription'),
      cell: (partner) => (
        <span className="line-clamp-2 text-slate-600 dark:text-slate-400">
          {partner.description}
        </span>
      ),
      csv: (partner) => partner.description,
    },
    {
      id: 'website',
      header: t('networkWebsite'),
      cell: (partner) =>
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
      csv: (partner) => partner.website,
    },
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageHeader
        title={t('pageBusinessNetwork')}
        description={t('pageBusinessNetworkDescription')}
      />
      <DataTable
        id="business-network"
        table={table}
        columns={columns}
        label={t('pageBusinessNetwork')}
        rowLabel={(partner) => partner.name}
        searchLabel={t('networkSearch')}
        emptyText={t('networkEmpty')}
      />
    </div>
  );
}
