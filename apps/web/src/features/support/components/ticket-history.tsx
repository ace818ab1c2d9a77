import { useTranslation } from '../../../lib/i18n/use-translation';
import type { SupportTicketQuery } from '../../../gql/graphql';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { TICKET_EVENT_LABELS, TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from './labels';

type Event = NonNullable<SupportTicketQuery['support']['get']>['events'][number];

function parseDetail(detail: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(detail);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// What changed, in words: "Open → Resolved", "#4", a name.
function useDetailText() {
  const label = useValueLabel();
  return (event: Event): string => {
    const detail = parseDetail(event.detail);
    const text = (value: unknown) =>
      typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    const word = (value: unknown) => {
      const v = text(value);
      if (event.event === 'status') return label(TICKET_STATUS_LABELS, v);
      if (event.event === 'priority') return label(TICKET_PRIORITY_LABELS, v);
      return v;
    };
    if ('from' in detail || 'to' in detail) {
      const from = word(detail.from);
      const to = word(detail.to);
      return from ? `${from} → ${to || '—'}` : to;
    }
    if ('number' in detail) return `#${text(detail.number)}`;
    if ('assigneeName' in detail) return text(detail.assigneeName);
    return '';
  };
}

export function TicketHistory({ events }: { events: readonly Event[] }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const dates = useBusinessDateFormat();
  const detailText = useDetailText();
  return (
    <section aria-labelledby="ticket-history-title" className="space-y-3">
      <h2 id="ticket-history-title" className="text-lg font-semibold">
        {t('ticketHistory')}
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('ticketHistoryEmpty')}</p>
      ) : (
        <ol className="space-y-2 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
          {events.map((event) => {
            const detail = detailText(event);
            return (
              <li key={event._id} className="text-sm">
                <p>
                  <span className="font-medium">{label(TICKET_EVENT_LABELS, event.event)}</span>
                  {detail && <span> · {detail}</span>}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {event.actorName ?? t('ticketSystem')} · {dates.dateTime(event.createdAt)}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
