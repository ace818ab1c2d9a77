import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { z } from 'zod';
import type { Programme } from '@back-office/domain/members';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormError } from '../../../components/ui/form-error';
import type { SelectOption } from '../../../components/ui/select-field';
import { messageText } from '../../../lib/i18n/message-text';
import { showToast } from '../../../lib/toast';
import { choiceErrors } from '../choice-errors';
import { SearchPicker } from './search-picker';
import { TierSelect } from './tier-select';

interface Picker {
  searchLabel: string;
  label: string;
  placeholder: string;
  choices: readonly SelectOption[];
  loading: boolean;
  // The text to search the choices by: the caller's query follows it.
  onSearch: (text: string) => void;
}

// Something found by searching (a customer to enrol, an offer to reserve) and a tier of the
// programme, checked with the operation's schema and sent with `save`.
export function PickTierDialog<Field extends string>({
  programme,
  field,
  title,
  description,
  submitLabel,
  picker,
  schema,
  priced = false,
  save,
  onClose,
}: {
  programme: Programme;
  // The input's name of the picked id (customerId, offerId).
  field: Field;
  title: string;
  description?: string;
  submitLabel: string;
  picker: Picker;
  schema: z.ZodType;
  priced?: boolean;
  save: (
    input: Record<Field | 'tierId', string>,
  ) => Promise<{ success: boolean; messageKey: string }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState('');
  const [tierId, setTierId] = useState('');
  // By field (the picked id, tierId), and 'form' for a refusal of the whole.
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState(false);

  async function submit() {
    // A choice the last search no longer lists is no choice.
    const listed = picker.choices.some((choice) => choice.value === picked) ? picked : '';
    const choices = { [field]: listed, tierId } as Record<Field | 'tierId', string>;
    const refused = choiceErrors(choices, schema.safeParse(choices).error?.issues ?? []);
    if (Object.keys(refused).length > 0) return setErrors(refused);
    setPending(true);
    try {
      const result = await save(choices);
      if (!result.success) return setErrors({ form: result.messageKey });
      showToast('success', messageText(result.messageKey));
      onClose();
    } finally {
      setPending(false);
    }
  }

  return (
    <FormDialog
      title={title}
      description={description}
      submitLabel={pending ? t('saving') : submitLabel}
      submitting={pending}
      onSubmit={(event) => {
        event.preventDefault();
        // A failed request was reported by the client.
        void submit().catch(() => undefined);
      }}
      onClose={onClose}
    >
      <SearchPicker
        {...picker}
        value={picked}
        error={errors[field]}
        onChange={(value) => {
          setPicked(value);
          setErrors({});
        }}
      />
      <TierSelect
        programme={programme}
        priced={priced}
        value={tierId}
        error={errors.tierId}
        onChange={(value) => {
          setTierId(value);
          setErrors({});
        }}
      />
      <FormError message={errors.form} />
    </FormDialog>
  );
}
