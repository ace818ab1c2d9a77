import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { resultCodeText } from '@back-office/domain/result-codes';
import { FormDialog } from '../../../components/ui/form-dialog';
import { showServerFieldErrors } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';

interface SaveDialogProps<TForm extends FieldValues, TInput> {
  form: UseFormReturn<TForm, unknown, TInput>;
  // The form's fields that a BAD_USER_INPUT answer may name.
  fields: readonly Path<TForm>[];
  title: string;
  description?: string;
  submitLabel: string;
  // One operation of this page; its messageCode says how it went.
  save: (input: TInput) => Promise<{ success: boolean; messageCode: string }>;
  // The toast of a success, when the result's own sentence ('Changes saved') is not enough.
  savedText?: (input: TInput) => string;
  onClose: () => void;
  children: ReactNode;
}

// A business or store form in a dialog: it saves, says how that went and closes; a refused field
// keeps it open with the message beside the field (the request's toast was shown already).
export function SaveDialog<TForm extends FieldValues, TInput>({
  form,
  fields,
  title,
  description,
  submitLabel,
  save,
  savedText,
  onClose,
  children,
}: SaveDialogProps<TForm, TInput>) {
  const { t } = useTranslation();
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const result = await save(input);
      if (result.success && savedText) showToast('success', savedText(input));
      else
        showToast(
          result.success ? 'success' : 'error',
          t(resultCodeText(result.messageCode) ?? 'unexpectedError'),
        );
      onClose();
    } catch (error) {
      showServerFieldErrors(error, fields, setError);
    }
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        title={title}
        description={description}
        submitLabel={isSubmitting ? t('saving') : submitLabel}
        submitting={isSubmitting}
        onSubmit={(event) => void onSubmit(event)}
        onClose={onClose}
      >
        {children}
      </FormDialog>
    </FormProvider>
  );
}
