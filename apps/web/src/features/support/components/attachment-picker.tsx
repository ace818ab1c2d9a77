import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FileText, Paperclip, X } from 'lucide-react';
import { TICKET_ATTACHMENTS_MAX } from '@back-office/domain/support';
import { Button } from '../../../components/ui/button';
import { FieldMessage } from '../../../components/ui/field-message';
import { Spinner } from '../../../components/ui/spinner';
import { uploadEach } from '../../../lib/upload-file';
import { fileSize } from '../../../lib/file-size';
import { uploadAttachment, type UploadedAttachment } from '../api/attachments';

export const ATTACHMENT_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

// Files are uploaded as soon as they are chosen (POST /support/attachments); the form sends
// their ids. At most five, images and PDFs of up to 2 MB each.
export function AttachmentPicker({
  value,
  onChange,
  onBusy,
}: {
  value: readonly UploadedAttachment[];
  onChange: (attachments: UploadedAttachment[]) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | undefined>();

  async function add(files: File[]) {
    setError(undefined);
    const room = TICKET_ATTACHMENTS_MAX - value.length;
    if (files.length > room) setError('attachmentsTooMany');
    const chosen = files.slice(0, Math.max(0, room));
    if (chosen.length === 0) return;
    setUploading(chosen.length);
    onBusy(true);
    const added = await uploadEach(chosen, uploadAttachment, setError);
    setUploading(0);
    onBusy(false);
    onChange([...value, ...added]);
  }

  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300" id={inputId}>
        {t('ticketAttachments')}
      </p>
      <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">
        {t('ticketAttachmentsHint')}
      </p>
      {value.length > 0 && (
        <ul className="mb-2 space-y-1" aria-labelledby={inputId}>
          {value.map((attachment) => (
            <li
              key={attachment.id}
              className="flex items-center gap-2 rounded-lg border border-slate-200 px-2 py-1 text-sm dark:border-slate-700"
            >
              <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{attachment.fileName}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {fileSize(attachment.size)}
              </span>
              <button
                type="button"
                className="rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
                aria-label={t('ticketAttachmentRemove', { name: attachment.fileName })}
                onClick={() => onChange(value.filter((a) => a.id !== attachment.id))}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="ticket-attachment-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void add(files);
        }}
      />
      <Button
        variant="secondary"
        aria-describedby={error ? messageId : undefined}
        disabled={value.length >= TICKET_ATTACHMENTS_MAX || uploading > 0}
        onClick={() => input.current?.click()}
      >
        {uploading > 0 ? <Spinner /> : <Paperclip className="size-4" aria-hidden="true" />}
        {uploading > 0 ? t('ticketAttachmentUploading') : t('ticketAttachmentAdd')}
      </Button>
      <FieldMessage id={messageId} message={error} />
    </div>
  );
}
