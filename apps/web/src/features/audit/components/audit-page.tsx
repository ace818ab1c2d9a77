import { createColumnHelper } from '@tanstack/react-table';
import { isLanguage } from '../../../lib/i18n/i18n';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { useServerTable } from '../../../components/ui/data-table/use-server-table';
import { PageHeader } from '../../../components/ui/page-header';
import { PeriodFilter } from '../../../components/ui/period-filter';
import type { ListAuditQuery } from '../../../gql/graphql';
import {
  useBusinessDateFormat,
  useBusinessTimeZone,
} from '../../../lib/business-profile/use-business-date-format';
import { usePageMeta } from '../../../lib/page-meta';
import { useCan } from '../../../lib/session/use-can';
import {
  auditQueryKey,
  fetchAuditPage,
  NO_AUDIT_FILTERS,
  type AuditFilters,
} from '../api/list-audit';
import { auditFieldChanges, auditSentence, type AuditTextTools } from '../audit-text';
import { AuditEntryText } from './audit-entry-text';

type Entry = ListAuditQuery['audit']['list']['items'][number];

const columnHelper = createColumnHelper<Entry>();

// The audit trail: every staff write, newest first, each as a sentence in the reader's language.
// The provider's staff see every business's, an EXECUTIVE their own business's (decision record
// 014).
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const dates = useBusinessDateFormat();
  const everyBusiness = useCan()('business:any');
  usePageMeta('pageAudit', 'pageAuditDescription');
  const timeZone = useBusinessTimeZone();
  const tools: AuditTextTools = {
    t,
    language: isLanguage(i18n.language) ? i18n.language : 'en',
    dates,
  };

  const columns: TableColumn<Entry>[] = [
    columnHelper.display({
      id: 'entry',
      header: t('auditWhat'),
      cell: ({ row: { original: entry } }) => <AuditEntryText entry={entry} tools={tools} />,
      meta: {
        primary: true,
        csv: (entry) =>
          [
            auditSentence(entry, tools),
            ...auditFieldChanges(entry, tools).map((c) => `${c.label}: ${c.before} → ${c.after}`),
          ].join('; '),
      },
    }),
    columnHelper.display({
      id: 'at',
      header: t('auditWhen'),
      cell: ({ row: { original: entry } }) => (
        <span className="tabular-nums">{dates.dateTime(entry.at)}</span>
      ),
      meta: { csv: (entry) => entry.at },
    }),
    columnHelper.display({
      id: 'employee',
      header: t('auditWho'),
      cell: ({ row: { original: entry } }) => entry.employeeName ?? '—',
      meta: { hiddenByDefault: true, csv: (entry) => entry.employeeName ?? '' },
    }),
    ...(everyBusiness
      ? [
          columnHelper.display({
            id: 'business',
            header: t('auditBusiness'),
            cell: ({ row: { original: entry } }) => entry.businessName ?? '—',
            meta: { csv: (entry: Entry) => entry.businessName ?? '' },
          }),
        ]
      : []),
    columnHelper.display({
      id: 'action',
      header: t('auditAction'),
      cell: ({ row: { original: entry } }) => <code className="text-sm">{entry.action}</code>,
      meta: { hiddenByDefault: true, csv: (entry) => entry.action },
    }),
    columnHelper.display({
      id: 'outcome',
      header: t('auditOutcome'),
      cell: ({ row: { original: entry } }) => entry.outcome,
      meta: { hiddenByDefault: true, csv: (entry) => entry.outcome },
    }),
    columnHelper.display({
      id: 'address',
      header: t('auditAddress'),
      cell: ({ row: { original: entry } }) => entry.address ?? '—',
      meta: { hiddenByDefault: true, csv: (entry) => entry.address ?? '' },
    }),
  ];
  const table = useServerTable<Entry, AuditFilters>({
    id: 'audit',
    columns,
    queryKey: [...auditQueryKey, timeZone],
    fetchPage: (request) => fetchAuditPage(request, timeZone),
    initialFilters: NO_AUDIT_FILTERS,
    getRowId: (entry) => entry.id,
  });

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageHeader title={t('pageAudit')} description={t('pageAuditDescription')} />
      <DataTable
        table={table}
        label={t('pageAudit')}
        rowLabel={(entry) => auditSentence(entry, tools)}
        searchLabel={t('auditSearch')}
        filters={
          <PeriodFilter
            value={table.filters.period}
            onChange={(period) => table.setFilters({ period })}
          />
        }
        emptyText={t('auditEmpty')}
      />
    </div>
  );
}
