import { useTranslation } from '../../../lib/i18n/use-translation';
import { Lock, Paperclip } from 'lucide-react';
import type { SupportTicketQuery } from '../../../gql/graphql';
import { downloadAuthorized } from '../../../lib/authorized-download';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { showToast } from '../../../lib/toast';
import { fileSize } from '../../../lib/file-size';

type Message = NonNullable<SupportTicketQuery['support']['get']>['messages'][number];
type Attachment = Message['attachments'][number];

function AttachmentLink({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="inline-flex max-w-full items-center gap-1 rounded-md border border-slate-200 px-2 py-1 text-sm text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:text-brand-300 dark:hover:bg-slate-800"
      onClick={() =>
        void downloadAuthorized(attachment.url, attachment.fileName).catch(() =>
          showToast('error', t('ticketAttachmentFailed')),
        )
      }
    >
      <Paperclip className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">{attachment.fileName}</span>
      <span className="text-xs text-slate-500 dark:text-slate-400">
        ({fileSize(attachment.size)})
      </span>
    </button>
  );
}

// The conversation, oldest first. Internal notes (the provider's staff only ever receive them)
// stand out in amber with their label.
export function TicketThread({ messages }: { messages: readonly Message[] }) {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  return (
    <section aria-labelledby="ticket-thread-title" className="space-y-3">
      <h2 id="ticket-thread-title" className="text-lg font-semibold">
        {t('ticketThread')}
      </h2>
      <ol className="space-y-3">
        {messages.map((message) => (
          <li
            key={message._id}
            aria-label={
              message.internal
                ? t('ticketNoteBy', { name: message.authorName })
                : t('ticketMessageBy', { name: message.authorName })
            }
            className={`rounded-xl border p-4 ${
              message.internal
                ? 'border-amber-300 bg-amber-50 dark:border-amber-500/40 dark:bg-amber-500/10'
                : message.fromProvider
                  ? 'border-brand-200 bg-brand-50 dark:border-brand-500/30 dark:bg-brand-500/10'
                  : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
            }`}
          >
            <div className="mb-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span className="font-semibold">{message.authorName}</span>
              {message.fromProvider && !message.internal && (
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {t('ticketSupportTeam')}
                </span>
              )}
              {message.internal && (
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-500/25 dark:text-amber-200">
                  <Lock className="size-3" aria-hidden="true" />
                  {t('ticketInternalNote')}
                </span>
              )}
              <time
                dateTime={message.createdAt}
                className="ml-auto text-xs text-slate-500 dark:text-slate-400"
              >
                {dates.dateTime(message.createdAt)}
              </time>
            </div>
            <p className="text-sm break-words whitespace-pre-wrap">{message.body}</p>
            {message.attachments.length > 0 && (
              <div className="mt-3 flex flex-wrap gap-2">
                {message.attachments.map((attachment) => (
                  <AttachmentLink key={attachment._id} attachment={attachment} />
                ))}
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
