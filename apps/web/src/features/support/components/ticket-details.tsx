import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { GitMerge } from 'lucide-react';
import type { SupportTicketFieldsFragment } from '../../../gql/graphql';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { TICKET_ABOUT_LABELS, TICKET_CATEGORY_LABELS } from './labels';
import { OverdueBadge, TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';

type Ticket = SupportTicketFieldsFragment;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

// A due time, red when it passed unmet.
function Due({ at, met, ticket }: { at: string; met: string | null | undefined; ticket: Ticket }) {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  // The time the page was shown: the server's overdue flag says whether a due time passed.
  const [now] = useState(Date.now);
  const late = !met && ticket.overdue && new Date(at).getTime() < now;
  if (met) return <>{t('ticketDueMet', { time: dates.dateTime(met) })}</>;
  return (
    <span className={late ? 'font-semibold text-red-700 dark:text-red-400' : undefined}>
      {dates.dateTime(at)}
      {late && <span className="sr-only"> ({t('ticketOverdue')})</span>}
    </span>
  );
}

// The ticket's header: its state, who is involved, due times, and where it was merged to.
export function TicketDetails({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const dates = useBusinessDateFormat();
  return (
    <section
      aria-label={t('ticketDetails')}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap gap-2">
        <TicketStatusBadge status={ticket.status} />
        <TicketPriorityBadge priority={ticket.priority} />
        {ticket.overdue && <OverdueBadge />}
      </div>
      {ticket.mergedIntoId && (
        <p
          role="note"
          className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800"
        >
          <GitMerge className="size-4 shrink-0" aria-hidden="true" />
          <span>
            {t('ticketMergedIntoPrefix')}{' '}
            <Link
              to={`/support/${ticket.mergedIntoId}`}
              className="font-semibold text-brand-700 underline dark:text-brand-300"
            >
              #{ticket.mergedIntoNumber ?? ''}
            </Link>
            {'. '}
            {t('ticketReadOnly')}
          </span>
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-4">
        <Item label={t('ticketCategory')}>{label(TICKET_CATEGORY_LABELS, ticket.category)}</Item>
        <Item label={t('columnBusiness')}>{ticket.businessName}</Item>
        <Item label={t('ticketRequester')}>{ticket.requesterName}</Item>
        <Item label={t('ticketAssignee')}>{ticket.assigneeName ?? t('ticketUnassigned')}</Item>
        <Item label={t('ticketOpenedAt')}>{dates.dateTime(ticket.createdAt)}</Item>
        <Item label={t('ticketFirstResponseDue')}>
          <Due at={ticket.firstResponseDueAt} met={ticket.firstRespondedAt} ticket={ticket} />
        </Item>
        <Item label={t('ticketResolutionDue')}>
          <Due at={ticket.resolutionDueAt} met={ticket.resolvedAt} ticket={ticket} />
        </Item>
        {ticket.aboutKind && (
          <Item label={t('ticketAbout')}>
            {label(TICKET_ABOUT_LABELS, ticket.aboutKind)}
            {ticket.aboutCode && (
              <>
                {' · '}
                <code className="font-semibold" data-testid="ticket-about-code">
                  {ticket.aboutCode}
                </code>
              </>
            )}
          </Item>
        )}
      </dl>
    </section>
  );
}
