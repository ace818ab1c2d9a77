import { useTranslation } from '../../../lib/i18n/use-translation';
import { Badge } from '../../../components/ui/badge';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import {
  TICKET_PRIORITY_LABELS,
  TICKET_PRIORITY_TONES,
  TICKET_STATUS_LABELS,
  TICKET_STATUS_TONES,
} from './labels';

export function TicketStatusBadge({ status }: { status: string }) {
  const label = useValueLabel();
  return (
    <Badge tone={TICKET_STATUS_TONES[status] ?? 'neutral'}>
      {label(TICKET_STATUS_LABELS, status)}
    </Badge>
  );
}

export function TicketPriorityBadge({ priority }: { priority: string }) {
  const label = useValueLabel();
  return (
    <Badge tone={TICKET_PRIORITY_TONES[priority] ?? 'neutral'}>
      {label(TICKET_PRIORITY_LABELS, priority)}
    </Badge>
  );
}

export function OverdueBadge() {
  const { t } = useTranslation();
  return <Badge tone="danger">{t('ticketOverdue')}</Badge>;
}
