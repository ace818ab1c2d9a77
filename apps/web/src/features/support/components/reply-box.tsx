import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Send } from 'lucide-react';
import { TEXTAREA_MAX } from '@back-office/domain/constants';
import { ticketMessageField } from '@back-office/domain/schemas/support';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { GraphQLRequestError } from '../../../lib/graphql/errors';
import { messageText } from '../../../lib/i18n/message-text';
import { showToast } from '../../../lib/toast';
import type { UploadedAttachment } from '../api/attachments';
import { useReplyTicket } from '../api/support';
import { AttachmentPicker } from './attachment-picker';

// A message on the thread; the provider's staff may make it an internal note instead.
export function ReplyBox({ ticketId, canManage }: { ticketId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const reply = useReplyTicket();
  const [message, setMessage] = useState('');
  const [internal, setInternal] = useState(false);
  const [attachments, setAttachments] = useState<UploadedAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // A new reply box for each sent message: the attachment picker starts empty again.
  const [round, setRound] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ticketMessageField.safeParse(message.trim());
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    try {
      const result = await reply.mutateAsync({
        ticketId,
        message: checked.data,
        internal: canManage && internal,
        attachmentIds: attachments.map((a) => a.id),
      });
      if (!result.success) {
        setError(result.messageKey);
        return;
      }
      showToast('success', messageText(result.messageKey));
      setMessage('');
      setInternal(false);
      setAttachments([]);
      setRound((value) => value + 1);
    } catch (failure) {
      if (failure instanceof GraphQLRequestError && failure.fields.message)
        setError(failure.fields.message);
    }
  }

  return (
    <form
      aria-label={t('ticketReplyForm')}
      noValidate
      onSubmit={(event) => void submit(event)}
      className={`space-y-3 rounded-xl border p-4 ${
        internal
          ? 'border-amber-300 bg-amber-50 dark:border-amber-500/40 dark:bg-amber-500/10'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      }`}
    >
      <TextareaField
        label={internal ? t('ticketNoteLabel') : t('ticketReplyLabel')}
        required
        rows={4}
        maxLength={TEXTAREA_MAX}
        count={message.length}
        value={message}
        error={error}
        onChange={(event) => {
          setMessage(event.target.value);
          setError(undefined);
        }}
      />
      <AttachmentPicker
        key={round}
        value={attachments}
        onChange={setAttachments}
        onBusy={setUploading}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {canManage ? (
          <CheckboxField
            label={t('ticketInternalNote')}
            checked={internal}
            onChange={(event) => setInternal(event.target.checked)}
          />
        ) : (
          <span />
        )}
        <Button type="submit" loading={reply.isPending} disabled={uploading}>
          <Send className="size-4" aria-hidden="true" />
          {internal ? t('ticketAddNote') : t('ticketSendReply')}
        </Button>
      </div>
    </form>
  );
}
