import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { GitMerge } from 'lucide-react';
import { TICKET_PRIORITIES, TICKET_SETTABLE_STATUSES } from '@back-office/domain/support';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import type { SupportTicketFieldsFragment, TicketUpdateInput } from '../../../gql/graphql';
import { messageText } from '../../../lib/i18n/message-text';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { showToast } from '../../../lib/toast';
import { useSupportAgents, useUpdateTicket } from '../api/support';
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from './labels';
import { MergeDialog } from './merge-dialog';

type Ticket = SupportTicketFieldsFragment;

// The provider's staff: status, priority, assignee (each saved when chosen) and merging.
export function TicketManage({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const update = useUpdateTicket();
  const agents = useSupportAgents(true);
  const [merging, setMerging] = useState(false);

  async function change(input: Omit<TicketUpdateInput, 'ticketId'>) {
    try {
      const result = await update.mutateAsync({ ticketId: ticket._id, ...input });
      showToast(result.success ? 'success' : 'error', messageText(result.messageKey));
    } catch {
      // The client's toast said it.
    }
  }

  return (
    <section
      aria-label={t('ticketManage')}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="font-semibold">{t('ticketManage')}</h2>
      <SelectField
        label={t('ticketStatus')}
        value={ticket.status}
        disabled={update.isPending}
        onChange={(event) => void change({ status: event.target.value })}
        options={[
          ...(ticket.status === 'new'
            ? [{ value: 'new', label: label(TICKET_STATUS_LABELS, 'new') }]
            : []),
          ...TICKET_SETTABLE_STATUSES.map((s) => ({
            value: s,
            label: label(TICKET_STATUS_LABELS, s),
          })),
        ]}
      />
      <SelectField
        label={t('ticketPriority')}
        value={ticket.priority}
        disabled={update.isPending}
        onChange={(event) => void change({ priority: event.target.value })}
        options={TICKET_PRIORITIES.map((p) => ({
          value: p,
          label: label(TICKET_PRIORITY_LABELS, p),
        }))}
      />
      <SelectField
        label={t('ticketAssignee')}
        value={ticket.assigneeId ?? ''}
        disabled={update.isPending}
        onChange={(event) => void change({ assigneeId: event.target.value })}
        options={[
          { value: '', label: t('ticketUnassigned') },
          ...(agents.data ?? []).map((agent) => ({ value: agent._id, label: agent.name })),
        ]}
      />
      <Button variant="secondary" className="w-full" onClick={() => setMerging(true)}>
        <GitMerge className="size-4" aria-hidden="true" />
        {t('ticketMergeInto')}
      </Button>
      {merging && <MergeDialog ticket={ticket} onClose={() => setMerging(false)} />}
    </section>
  );
}
