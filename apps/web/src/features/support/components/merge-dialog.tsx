import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { SupportTicketFieldsFragment } from '../../../gql/graphql';
import { messageText } from '../../../lib/i18n/message-text';
import { showToast } from '../../../lib/toast';
import { useMergeTicket, useTickets } from '../api/support';

type Ticket = SupportTicketFieldsFragment;

// "Merge into…": the survivor is one of the same business's other tickets, found by its number
// or picked from the list; merging asks once more, as it cannot be undone.
export function MergeDialog({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation();
  const merge = useMergeTicket();
  const [number, setNumber] = useState('');
  const [chosenId, setChosenId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<Ticket | null>(null);
  const search = number.trim().replace(/^#/, '');
  const candidates = useTickets({ merchantId: ticket.merchantId, search: search || null });
  const others = (candidates.data?.pages.flatMap((page) => page.nodes) ?? []).filter(
    (other) =>
      other._id !== ticket._id &&
      !other.mergedIntoId &&
      other.status !== 'closed' &&
      (!search || String(other.number) === search || other.subject.includes(search)),
  );
  const byNumber = others.find((other) => String(other.number) === search);
  const target = others.find((other) => other._id === chosenId) ?? byNumber ?? null;

  if (confirming)
    return (
      <ConfirmDialog
        title={t('ticketMergeConfirmTitle')}
        message={t('ticketMergeConfirmText', {
          number: ticket.number,
          into: confirming.number,
        })}
        confirmLabel={t('ticketMerge')}
        danger
        onConfirm={async () => {
          const result = await merge.mutateAsync({ id: ticket._id, intoId: confirming._id });
          if (!result.success) {
            showToast('error', messageText(result.messageKey));
            throw new Error(result.message);
          }
          showToast('success', messageText(result.messageKey));
        }}
        onClose={onClose}
      />
    );

  return (
    <FormDialog
      title={t('ticketMergeTitle', { number: ticket.number })}
      description={t('ticketMergeDescription')}
      submitLabel={t('ticketMergeContinue')}
      submitting={false}
      onSubmit={(event) => {
        event.preventDefault();
        if (!target) {
          setError(t('ticketMergePick'));
          return;
        }
        setConfirming(target);
      }}
      onClose={onClose}
    >
      <TextField
        label={t('ticketMergeNumber')}
        inputMode="numeric"
        autoComplete="off"
        data-autofocus
        value={number}
        onChange={(event) => {
          setNumber(event.target.value);
          setChosenId('');
          setError(undefined);
        }}
      />
      <SelectField
        label={t('ticketMergeInto')}
        value={target?._id ?? ''}
        error={error}
        onChange={(event) => {
          setChosenId(event.target.value);
          setError(undefined);
        }}
        options={[
          { value: '', label: t('ticketMergeChoose') },
          ...others.map((other) => ({
            value: other._id,
            label: `#${other.number} ${other.subject}`,
          })),
        ]}
      />
    </FormDialog>
  );
}
