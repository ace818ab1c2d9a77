import { Link } from 'react-router';
import { HomeEmpty, HomePanel } from '../../../components/ui/home-panel';
import { QueryStatus } from '../../../components/ui/query-status';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useTickets } from '../api/support';
import { TicketStatusBadge } from './ticket-badges';

const SHOWN = 5;

// The person's latest tickets (a role that does not run the business reads only its own), for
// their home.
export function MyTickets() {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const tickets = useTickets({});
  const rows = tickets.data?.pages[0]?.nodes.slice(0, SHOWN) ?? [];
  return (
    <HomePanel
      title={t('homeMyTickets')}
      link={{ to: '/support', label: t('homeOpenSupport') }}
      testId="home-my-tickets"
    >
      {!tickets.isSuccess ? (
        <QueryStatus failed={tickets.isError} onRetry={() => void tickets.refetch()} />
      ) : rows.length === 0 ? (
        <HomeEmpty>{t('homeTicketsNone')}</HomeEmpty>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((ticket) => (
            <li key={ticket._id} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <Link
                  to={`/support/${ticket._id}`}
                  className="font-medium break-words text-brand-700 hover:underline dark:text-brand-100"
                >
                  {ticket.subject}
                </Link>
                <p className="text-slate-600 dark:text-slate-400">
                  #{ticket.number} · {dates.date(ticket.lastActivityAt)}
                </p>
              </div>
              <TicketStatusBadge status={ticket.status} />
            </li>
          ))}
        </ul>
      )}
    </HomePanel>
  );
}
