import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CircleAlert } from 'lucide-react';
import type { z } from 'zod';
import { INPUT_MAX, TEXTAREA_MAX } from '@back-office/domain/constants';
import type { ticketInputSchema } from '@back-office/domain/schemas/support';
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '@back-office/domain/support';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { SupportTicketFieldsFragment } from '../../../gql/graphql';
import { showServerFieldErrors } from '../../../lib/forms';
import { messageText } from '../../../lib/i18n/message-text';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import type { ProblemReport } from '../../../lib/report-problem';
import { GraphQLRequestError } from '../../../lib/graphql/errors';
import type { UploadedAttachment } from '../api/attachments';
import { useOpenTicket } from '../api/support';
import { TICKET_FORM_FIELDS, ticketFormSchema, type TicketFormValues } from '../ticket-form';
import { AttachmentPicker } from './attachment-picker';
import { TICKET_ABOUT_LABELS, TICKET_CATEGORY_LABELS, TICKET_PRIORITY_LABELS } from './labels';

const resolver = zodResolver(ticketFormSchema);

// Which field a refusal in the result (success: false) is about.
function fieldOf(messageKey: string): keyof TicketFormValues | null {
  if (messageKey === 'subjectRequired') return 'subject';
  if (messageKey === 'messageRequired') return 'message';
  return null;
}

// The caller says it was opened (a toast) and where to go.
// Opens a ticket for the selected business: from /support, or prefilled by "Report a problem"
// with the object it is about (and, for a scan, its outcome code and the hint shown for it).
export function NewTicketDialog({
  report,
  onClose,
  onOpened,
}: {
  report?: ProblemReport | null;
  onClose: () => void;
  onOpened: (ticket: SupportTicketFieldsFragment) => void;
}) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const open = useOpenTicket();
  const [attachments, setAttachments] = useState<UploadedAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  // A refusal of no field of the form (the reported object, an attachment), said inside it.
  const [formError, setFormError] = useState<string | undefined>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TicketFormValues, unknown, z.output<typeof ticketInputSchema>>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      subject: report?.subject ?? '',
      category: report?.category ?? 'other',
      priority: 'normal',
      message: '',
    },
  });
  const [subject, message] = useWatch({ control, name: ['subject', 'message'] });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(undefined);
    try {
      const result = await open.mutateAsync({
        subject: input.subject,
        category: input.category,
        priority: input.priority,
        message: input.message,
        attachmentIds: attachments.map((a) => a.id),
        about: report?.about ?? null,
      });
      if (!result.success || !result.ticket) {
        const field = fieldOf(result.messageKey);
        if (field) setError(field, { type: 'server', message: result.messageKey });
        else setFormError(result.messageKey);
        return;
      }
      onOpened(result.ticket);
    } catch (error) {
      if (!showServerFieldErrors(error, TICKET_FORM_FIELDS, setError))
        setFormError(
          error instanceof GraphQLRequestError
            ? (Object.values(error.fields)[0] ?? error.said)
            : undefined,
        );
    }
  });

  return (
    <FormDialog
      title={report ? t('reportProblem') : t('ticketNew')}
      submitLabel={isSubmitting ? t('ticketSending') : t('ticketSend')}
      submitting={isSubmitting || uploading}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      {report?.about && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('ticketAboutLine', { kind: label(TICKET_ABOUT_LABELS, report.about.kind) })}
        </p>
      )}
      {report?.code && (
        <div
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
          data-testid="ticket-report-outcome"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="space-y-1">
            <p>
              {t('ticketOutcomeCode')} <code className="font-semibold">{report.code}</code>
            </p>
            {report.hint && <p>{report.hint}</p>}
          </div>
        </div>
      )}
      <TextField
        label={t('ticketSubject')}
        required
        data-autofocus
        autoComplete="off"
        maxLength={INPUT_MAX}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <p className="-mt-3 text-right text-xs text-slate-500 tabular-nums">
        {subject.length}/{INPUT_MAX}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('ticketCategory')}
          options={TICKET_CATEGORIES.map((c) => ({
            value: c,
            label: label(TICKET_CATEGORY_LABELS, c),
          }))}
          error={errors.category?.message}
          {...register('category')}
        />
        <SelectField
          label={t('ticketPriority')}
          options={TICKET_PRIORITIES.map((p) => ({
            value: p,
            label: label(TICKET_PRIORITY_LABELS, p),
          }))}
          error={errors.priority?.message}
          {...register('priority')}
        />
      </div>
      <TextareaField
        label={t('ticketMessage')}
        required
        rows={5}
        maxLength={TEXTAREA_MAX}
        count={message.length}
        error={errors.message?.message}
        {...register('message')}
      />
      <AttachmentPicker value={attachments} onChange={setAttachments} onBusy={setUploading} />
      {formError && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-300"
        >
          {messageText(formError)}
        </p>
      )}
    </FormDialog>
  );
}
