import { useState } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useRecipients } from '../api/list-invoices';

interface Option {
  value: string;
  label: string;
}

// The recipient of a document, as `kind:id`: a search box narrowing the customers and businesses
// the business may invoice, and the choice. `current` keeps a saved recipient the search left out.
export function RecipientFields({
  field,
  errors,
  current,
}: {
  field: UseFormRegisterReturn;
  // The form's `recipient`, or the server's `recipientId`, whichever says what is wrong.
  errors: FieldErrors<{ recipient: string; recipientId: string }>;
  current?: Option;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const recipients = useRecipients(search).data ?? [];
  const options: Option[] = recipients.map((r) => ({
    value: `${r.kind}:${r._id}`,
    label: `${r.name} (${t(r.kind === 'customer' ? 'invoiceRecipientCustomer' : 'invoiceRecipientBusiness')})`,
  }));
  if (current && !options.some((o) => o.value === current.value)) options.unshift(current);
  return (
    <>
      <TextField
        label={t('invoiceRecipientSearch')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={t('invoiceRecipient')}
        required
        error={errors.recipient?.message ?? errors.recipientId?.message}
        options={[{ value: '', label: t('invoiceChooseRecipient') }, ...options]}
        {...field}
      />
    </>
  );
}
