import { LoadMore } from '../../../components/ui/load-more';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState, type FormEvent } from 'react';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@back-office/domain/support';
import { BusinessFilter } from '../../../components/ui/business-filter';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryStatus } from '../../../components/ui/query-status';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { SupportTicketFieldsFragment, TicketFilter } from '../../../gql/graphql';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { usePageMeta } from '../../../lib/page-meta';
import { useCan } from '../../../lib/session/use-can';
import { showToast } from '../../../lib/toast';
import { useSupportAgents, useTickets } from '../api/support';
import { TICKET_CATEGORY_LABELS, TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from './labels';
import { NewTicketDialog } from './new-ticket-dialog';
import { OverdueBadge, TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';

type Ticket = SupportTicketFieldsFragment;

const linkClass =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300';

const columnHelper = createColumnHelper<Ticket>();

// /support: the selected business's tickets (every business's for the provider's staff), with
// filters, search, keyset pages ("Load more") and the New ticket dialog.
export function SupportPage() {
  const { t } = useTranslation();
  const label = useValueLabel();
  const dates = useBusinessDateFormat();
  const navigate = useNavigate();
  usePageMeta('pageSupport', 'pageSupportDescription');
  const manage = useCan()('support:manage');
  const [creating, setCreating] = useState(false);
  const [status, setStatus] = useState('');
  const [priority, setPriority] = useState('');
  const [category, setCategory] = useState('');
  const [assigneeId, setAssigneeId] = useState('');
  const [merchantId, setMerchantId] = useState('');
  // The dashboard's action queue links here with ?overdue=true.
  const [params] = useSearchParams();
  const [overdue, setOverdue] = useState(params.get('overdue') === 'true');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const filter: TicketFilter = {
    search: search || null,
    status: status || null,
    priority: priority || null,
    category: category || null,
    assigneeId: manage && assigneeId ? assigneeId : null,
    merchantId: manage && merchantId ? merchantId : null,
    overdue: overdue || null,
  };
  const tickets = useTickets(filter);
  const agents = useSupportAgents(manage);
  const rows = tickets.data?.pages.flatMap((page) => page.nodes) ?? [];
  const filtered = Object.values(filter).some((value) => value !== null);
  // A search too short for the server's index reads a window of tickets a page, and a window may
  // hold less than a page of matches: the next windows are read until a page is full or none is
  // left, rather than asking for Load more until then.
  const lastPage = tickets.data?.pages[tickets.data.pages.length - 1];
  const windowShort =
    tickets.hasNextPage && lastPage !== undefined && lastPage.nodes.length < DEFAULT_PAGE_SIZE;
  const { fetchNextPage, isFetchingNextPage } = tickets;
  useEffect(() => {
    if (windowShort && !isFetchingNextPage) void fetchNextPage();
  }, [windowShort, isFetchingNextPage, fetchNextPage]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(searchText.trim());
  };

  const all = { value: '', label: t('filterAll') };
  const columns: TableColumn<Ticket>[] = [
    columnHelper.display({
      id: 'subject',
      header: t('ticketSubject'),
      cell: ({ row: { original: ticket } }) => (
        <div className="min-w-48">
          <Link to={`/support/${ticket._id}`} className={linkClass}>
            <span className="text-slate-500 dark:text-slate-400">#{ticket.number}</span>{' '}
            {ticket.subject}
          </Link>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {label(TICKET_CATEGORY_LABELS, ticket.category)} · {ticket.requesterName}
          </p>
        </div>
      ),
      meta: { primary: true, csv: (ticket) => `#${ticket.number} ${ticket.subject}` },
    }),
    ...(manage
      ? [
          columnHelper.display({
            id: 'business',
            header: t('columnBusiness'),
            cell: ({ row: { original: ticket } }) => ticket.businessName,
            meta: { csv: (ticket: Ticket) => ticket.businessName },
          }),
        ]
      : []),
    columnHelper.display({
      id: 'status',
      header: t('ticketStatus'),
      cell: ({ row: { original: ticket } }) => (
        <div className="flex flex-wrap gap-1">
          <TicketStatusBadge status={ticket.status} />
          {ticket.overdue && <OverdueBadge />}
        </div>
      ),
      meta: { csv: (ticket) => ticket.status },
    }),
    columnHelper.display({
      id: 'priority',
      header: t('ticketPriority'),
      cell: ({ row: { original: ticket } }) => <TicketPriorityBadge priority={ticket.priority} />,
      meta: { csv: (ticket) => ticket.priority },
    }),
    columnHelper.display({
      id: 'assignee',
      header: t('ticketAssignee'),
      cell: ({ row: { original: ticket } }) => ticket.assigneeName ?? t('ticketUnassigned'),
      meta: { csv: (ticket) => ticket.assigneeName ?? '' },
    }),
    columnHelper.display({
      id: 'activity',
      header: t('ticketLastActivity'),
      cell: ({ row: { original: ticket } }) => dates.dateTime(ticket.lastActivityAt),
      meta: { csv: (ticket) => ticket.lastActivityAt },
    }),
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader
        title={t('pageSupport')}
        description={t('pageSupportDescription')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('ticketNew')}
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={onSearch} className="w-full sm:w-72">
          <TextField
            type="search"
            label={t('ticketSearch')}
            placeholder={t('ticketSearchHint')}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
              if (!event.target.value) setSearch('');
            }}
            onBlur={() => setSearch(searchText.trim())}
          />
        </form>
        <SelectField
          className="w-40"
          label={t('ticketStatus')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          options={[
            all,
            ...TICKET_STATUSES.map((s) => ({ value: s, label: label(TICKET_STATUS_LABELS, s) })),
          ]}
        />
        <SelectField
          className="w-36"
          label={t('ticketPriority')}
          value={priority}
          onChange={(event) => setPriority(event.target.value)}
          options={[
            all,
            ...TICKET_PRIORITIES.map((p) => ({
              value: p,
              label: label(TICKET_PRIORITY_LABELS, p),
            })),
          ]}
        />
        <SelectField
          className="w-48"
          label={t('ticketCategory')}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          options={[
            all,
            ...TICKET_CATEGORIES.map((c) => ({
              value: c,
              label: label(TICKET_CATEGORY_LABELS, c),
            })),
          ]}
        />
        {manage && (
          <>
            <SelectField
              className="w-44"
              label={t('ticketAssignee')}
              value={assigneeId}
              onChange={(event) => setAssigneeId(event.target.value)}
              options={[
                all,
                ...(agents.data ?? []).map((agent) => ({ value: agent._id, label: agent.name })),
              ]}
            />
            <BusinessFilter value={merchantId} onChange={setMerchantId} />
          </>
        )}
        <CheckboxField
          className="pb-2"
          label={t('ticketOverdueOnly')}
          checked={overdue}
          onChange={(event) => setOverdue(event.target.checked)}
        />
      </div>
      {!tickets.isSuccess ? (
        <QueryStatus failed={tickets.isError} onRetry={() => void tickets.refetch()} />
      ) : (
        <StaticTable
          label={t('ticketList')}
          columns={columns}
          rows={rows}
          rowKey={(ticket) => ticket._id}
          empty={windowShort ? t('loading') : filtered ? t('ticketNoMatches') : t('ticketEmpty')}
        />
      )}
      {!windowShort && <LoadMore list={tickets} />}
      {creating && (
        <NewTicketDialog
          onClose={() => setCreating(false)}
          onOpened={(ticket) => {
            setCreating(false);
            showToast('success', t('ticketOpenedNumber', { number: ticket.number }));
            void navigate(`/support/${ticket._id}`);
          }}
        />
      )}
    </div>
  );
}
