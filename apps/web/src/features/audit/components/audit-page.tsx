import { createColumnHelper } from '@tanstack/react-table';
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

type Entry = ListAuditQuery['audit']['list']['items'][number];

// The arguments as one line of `name: value` pairs, nested objects flattened with dots.
function changesText(json: string): string {
  const pairs: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
    } else pairs.push(`${path}: ${JSON.stringify(value)}`);
  };
  walk(JSON.parse(json), '');
  return pairs.join(', ');
}

const columnHelper = createColumnHelper<Entry>();

// The audit trail: every staff write, newest first. The provider's staff see every business's,
// an EXECUTIVE their own business's (decision record 014).
export function AuditPage() {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const everyBusiness = useCan()('business:any');
  usePageMeta('pageAudit', 'pageAuditDescription');
  const timeZone = useBusinessTimeZone();

  const columns: TableColumn<Entry>[] = [
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
      meta: { primary: true, csv: (entry) => entry.employeeName ?? '' },
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
      meta: { csv: (entry) => entry.action },
    }),
    columnHelper.display({
      id: 'changes',
      header: t('auditChanges'),
      cell: ({ row: { original: entry } }) =>
        entry.fieldChanges.length > 0 ? (
          <ul className="space-y-0.5 text-sm break-all text-slate-600 dark:text-slate-400">
            {entry.fieldChanges.map((change) => (
              <li key={change.field}>
                <code>{change.field}</code>: {change.before} <span aria-hidden="true">→</span>
                <span className="sr-only">{t('auditChangedTo')}</span> {change.after}
              </li>
            ))}
          </ul>
        ) : (
          <span className="line-clamp-2 text-sm break-all text-slate-600 dark:text-slate-400">
            {changesText(entry.changes)}
          </span>
        ),
      meta: {
        csv: (entry) =>
          entry.fieldChanges.length > 0
            ? entry.fieldChanges.map((c) => `${c.field}: ${c.before} → ${c.after}`).join('; ')
            : entry.changes,
      },
    }),
    columnHelper.display({
      id: 'outcome',
      header: t('auditOutcome'),
      cell: ({ row: { original: entry } }) => entry.outcome,
      meta: { csv: (entry) => entry.outcome },
    }),
    columnHelper.display({
      id: 'address',
      header: t('auditAddress'),
      cell: ({ row: { original: entry } }) => entry.address ?? '—',
      meta: { csv: (entry) => entry.address ?? '' },
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
        rowLabel={(entry) => `${entry.action} ${entry.id}`}
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
