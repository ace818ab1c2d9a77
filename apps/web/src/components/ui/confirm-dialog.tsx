import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ERROR_CODES } from '@back-office/domain/errors';
import { validateTextarea } from '@back-office/domain/inputs';
import { GraphQLRequestError } from '../../lib/graphql/errors';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextareaField } from './textarea-field';

const REASON_MAX = 500;

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  // For what cannot be undone or hides something (archive, reject, end): a red button.
  danger?: boolean;
  // Asks for a reason (a rejection's, shown to the merchant) and hands it to onConfirm.
  reasonLabel?: string;
  // The dialog closes when this resolves and stays open, for another try, when it throws.
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  danger = false,
  reasonLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  async function confirm() {
    const given = reason.trim();
    if (reasonLabel) {
      const refused = given ? validateTextarea(given, REASON_MAX) : 'reasonRequired';
      if (refused) {
        setReasonError(refused);
        return;
      }
    }
    setPending(true);
    try {
      await onConfirm(given);
      onClose();
    } catch (error) {
      // The request's failure was reported already; a refused reason also goes beside the field.
      if (error instanceof GraphQLRequestError && error.code === ERROR_CODES.BAD_USER_INPUT) {
        setReasonError(error.fields.reason);
      }
      setPending(false);
    }
  }

  const close = () => {
    if (!pending) onClose();
  };

  return (
    <Dialog
      title={title}
      onClose={close}
      closeLabel={t('close')}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={pending} data-autofocus>
            {t('cancel')}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            loading={pending}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{message}</p>
      {reasonLabel && (
        <TextareaField
          className="mt-4"
          label={reasonLabel}
          required
          data-autofocus
          maxLength={REASON_MAX}
          count={reason.length}
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        />
      )}
    </Dialog>
  );
}
