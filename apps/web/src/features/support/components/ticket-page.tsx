import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryStatus } from '../../../components/ui/query-status';
import { usePageMeta } from '../../../lib/page-meta';
import { useTicket } from '../api/support';
import { ReplyBox } from './reply-box';
import { TicketDetails } from './ticket-details';
import { TicketHistory } from './ticket-history';
import { TicketManage } from './ticket-manage';
import { TicketThread } from './ticket-thread';

const backClass =
  'inline-flex items-center gap-1 text-sm text-brand-700 underline dark:text-brand-100';

// /support/{id}: the ticket, its thread and history, the reply box, and for the provider's staff
// what they manage. A merged or closed ticket is read-only, and says why.
export function TicketPage() {
  const { t } = useTranslation();
  usePageMeta('pageTicket', 'pageTicketDescription');
  const { id = '' } = useParams();
  const query = useTicket(id);

  if (!query.isSuccess)
    return (
      <div className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="sr-only">{t('pageTicket')}</h1>
        <QueryStatus failed={query.isError} onRetry={() => void query.refetch()} />
      </div>
    );
  const detail = query.data;
  if (!detail)
    return (
      <div className="mx-auto max-w-5xl space-y-4 px-4 py-8">
        <PageHeader title={t('ticketNotFound')} description={t('ticketNotFoundText')} />
        <Link className={backClass} to="/support">
          {t('ticketBackToList')}
        </Link>
      </div>
    );

  const { ticket, messages, events, canReply, canManage } = detail;
  const merged = Boolean(ticket.mergedIntoId);
  const why = merged
    ? t('ticketMergedAway', { number: String(ticket.mergedIntoNumber) })
    : t('ticketClosed');

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <Link to="/support" className={backClass}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('ticketBackToList')}
      </Link>
      <PageHeader title={`#${ticket.number} ${ticket.subject}`} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <TicketDetails ticket={ticket} />
          <TicketThread messages={messages} />
          {canReply ? (
            <ReplyBox ticketId={ticket._id} canManage={canManage} />
          ) : (
            <p
              role="note"
              className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-300"
            >
              {why}
            </p>
          )}
        </div>
        <div className="space-y-6">
          {canManage && !merged && <TicketManage ticket={ticket} />}
          <TicketHistory events={events} />
        </div>
      </div>
    </div>
  );
}
