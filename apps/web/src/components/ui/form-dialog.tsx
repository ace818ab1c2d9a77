import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from './button';
import { Dialog } from './dialog';

interface FormDialogProps {
  title: string;
  description?: string;
  submitLabel: string;
  submitting: boolean;
  // react-hook-form's handleSubmit(...): the form validates, then saves.
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean | 'lines';
  // Beside the buttons, always in view: the running total of a form of lines.
  footerLead?: ReactNode;
}

// A create or edit form in a dialog; the buttons stay in view below a long form. While it saves
// it cannot be dismissed, so an answer never arrives for a form that is gone.
export function FormDialog({
  title,
  description,
  submitLabel,
  submitting,
  onSubmit,
  onClose,
  children,
  wide = false,
  footerLead,
}: FormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const close = () => {
    if (!submitting) onClose();
  };
  return (
    <Dialog
      title={title}
      description={description}
      onClose={close}
      closeLabel={t('close')}
      wide={wide}
      footer={
        <div className="flex flex-wrap items-center justify-end gap-2">
          {footerLead && <div className="mr-auto min-w-0">{footerLead}</div>}
          <div className="flex gap-2">
            <Button variant="secondary" onClick={close} disabled={submitting}>
              {t('cancel')}
            </Button>
            <Button type="submit" form={formId} loading={submitting}>
              {submitLabel}
            </Button>
          </div>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {children}
      </form>
    </Dialog>
  );
}
