import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { documentTotals, lineAmounts, vatSummary } from '@back-office/domain/accounting';
import { formatBasisPoints } from '@back-office/domain/money';
import type { Currency } from '@back-office/domain/constants';
import { addDays, todayIn } from '@back-office/domain/periods';
import { resultCodeText } from '@back-office/domain/result-codes';
import { invoiceDraftInputSchema } from '@back-office/domain/schemas/accounting';
import { LineItemsEditor } from '../../../components/line-items/line-items-editor';
import { Amount } from '../../../components/ui/amount';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { InvoiceDetailFragment } from '../../../gql/graphql';
import {
  formSchema,
  majorUnits,
  minorUnits,
  optionalNumber,
  showServerFieldErrors,
} from '../../../lib/forms';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { showToast } from '../../../lib/toast';
import { useSaveDraft } from '../api/invoice';
import { useAccountingSettings } from '../api/list-invoices';
import { DOCUMENT_LANGUAGE_OPTIONS } from './labels';
import { RecipientFields } from './recipient-fields';

interface LineForm {
  description: string;
  quantity: string;
  unitPriceMinor: string;
  discountMinor: string;
  vatRateBp: string;
}

interface DraftForm {
  recipient: string;
  language: string;
  issueDate: string;
  dueDate: string;
  notes: string;
  lines: LineForm[];
}

const toInput = (form: DraftForm) => {
  const [recipientKind, recipientId] = form.recipient.split(':');
  return {
    recipientKind: recipientKind || undefined,
    recipientId: recipientId || undefined,
    language: form.language,
    issueDate: form.issueDate || null,
    dueDate: form.dueDate || null,
    notes: form.notes || null,
    lines: form.lines.map((line) => ({
      description: line.description,
      quantity: optionalNumber(line.quantity),
      unitPriceMinor: minorUnits(line.unitPriceMinor),
      discountMinor: minorUnits(line.discountMinor) ?? 0,
      vatRateBp: optionalNumber(line.vatRateBp),
    })),
  };
};

const resolver = zodResolver(formSchema(toInput, invoiceDraftInputSchema));

function formValues(invoice: InvoiceDetailFragment | null, vatRate: number, language: string) {
  const line = (l?: InvoiceDetailFragment['lines'][number]): LineForm => ({
    description: l?.description ?? '',
    quantity: String(l?.quantity ?? 1),
    unitPriceMinor: l ? majorUnits(l.unitPriceMinor) : '',
    discountMinor: l?.discountMinor ? majorUnits(l.discountMinor) : '',
    vatRateBp: String(l?.vatRateBp ?? vatRate),
  });
  return {
    recipient: invoice ? `${invoice.recipientKind}:${invoice.recipientId}` : '',
    language: invoice?.language ?? language,
    issueDate: invoice?.issueDate ?? '',
    dueDate: invoice?.dueDate ?? '',
    notes: invoice?.notes ?? '',
    lines: invoice?.lines.length ? invoice.lines.map(line) : [line()],
  } satisfies DraftForm;
}

// A draft invoice: recipient, language, dates, lines with the business's VAT rates. Totals are
// worked out as the server will (rounded per line), while typing.
export function InvoiceDraftDialog({
  invoice,
  onClose,
  onSaved,
}: {
  invoice: InvoiceDetailFragment | null;
  onClose: () => void;
  onSaved?: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'el' ? 'el' : 'en';
  const settings = useAccountingSettings().data;
  const dates = useBusinessDateFormat();
  const save = useSaveDraft();
  const rates = settings?.vatRates ?? [1900, 900, 500, 0];
  const currency = (settings?.currency ?? invoice?.currency ?? 'EUR') as Currency;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: formValues(invoice, rates[0] ?? 0, settings?.language ?? 'en') as DraftForm,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' }) as LineForm[];
  const issueDate = useWatch({ control, name: 'issueDate' }) as string;
  const amounts = lines.map((line) => {
    const quantity = optionalNumber(line.quantity) ?? 0;
    const unitPrice = minorUnits(line.unitPriceMinor) ?? 0;
    const discount = minorUnits(line.discountMinor) ?? 0;
    const vatRate = optionalNumber(line.vatRateBp) ?? 0;
    const valid = [quantity, unitPrice, discount].every(Number.isInteger);
    return {
      ...lineAmounts({
        quantity: valid ? quantity : 0,
        unitPrice: valid ? unitPrice : 0,
        discount: valid ? discount : 0,
        vatRate,
      }),
      vatRate,
    };
  });
  const totals = documentTotals(amounts);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({ id: invoice?._id ?? null, input: values });
      if (result.success && result.invoice) {
        showToast('success', t('invoiceSaved'));
        onClose();
        onSaved?.(result.invoice._id);
      } else {
        showToast('error', t(resultCodeText(result.messageCode) ?? 'unexpectedError'));
      }
    } catch (error) {
      showServerFieldErrors(
        error,
        ['recipient', 'language', 'issueDate', 'dueDate', 'notes', 'lines'] as const,
        setError,
      );
    }
  });

  return (
    <FormDialog
      title={invoice ? t('invoiceEditTitle') : t('invoiceNewTitle')}
      description={t('invoiceDraftText')}
      submitLabel={isSubmitting ? t('saving') : t('invoiceSaveDraft')}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      wide="lines"
      footerLead={
        <p className="font-semibold">
          {t('invoiceTotal')}: <Amount minorUnits={totals.total} currency={currency} />
        </p>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <RecipientFields
          field={register('recipient')}
          errors={errors}
          current={
            invoice
              ? {
                  value: `${invoice.recipientKind}:${invoice.recipientId}`,
                  label: invoice.recipient.name,
                }
              : undefined
          }
        />
        <SelectField
          label={t('invoiceLanguage')}
          options={DOCUMENT_LANGUAGE_OPTIONS}
          {...register('language')}
        />
        <TextField
          label={t('invoiceIssueDate')}
          type="date"
          error={errors.issueDate?.message}
          {...register('issueDate', {
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value && settings)
                setValue('dueDate', addDays(event.target.value, settings.paymentTermsDays));
            },
          })}
        />
        <TextField
          label={t('invoiceDueDate')}
          type="date"
          min={issueDate || undefined}
          error={errors.dueDate?.message}
          {...register('dueDate')}
        />
        <TextField label={t('invoiceNotes')} error={errors.notes?.message} {...register('notes')} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('invoiceDatesHint', {
          today: settings ? dates.day(todayIn(settings.timeZone)) : '',
          days: settings?.paymentTermsDays ?? 30,
        })}
      </p>
      <LineItemsEditor
        legend={t('invoiceLines')}
        ids={fields.map((field) => field.id)}
        columns={[
          {
            key: 'description',
            track: 'minmax(12rem,1fr)',
            render: (index) => (
              <TextField
                label={t('invoiceLineDescription')}
                required
                error={errors.lines?.[index]?.description?.message}
                {...register(`lines.${index}.description`)}
              />
            ),
          },
          {
            key: 'quantity',
            track: '6rem',
            half: true,
            render: (index) => (
              <TextField
                label={t('invoiceLineQuantity')}
                inputMode="numeric"
                required
                error={errors.lines?.[index]?.quantity?.message}
                {...register(`lines.${index}.quantity`)}
              />
            ),
          },
          {
            key: 'price',
            track: '8.5rem',
            half: true,
            render: (index) => (
              <TextField
                label={t('invoiceLineUnitPrice')}
                inputMode="decimal"
                required
                error={errors.lines?.[index]?.unitPriceMinor?.message}
                {...register(`lines.${index}.unitPriceMinor`)}
              />
            ),
          },
          {
            key: 'discount',
            track: '7.5rem',
            half: true,
            render: (index) => (
              <TextField
                label={t('invoiceLineDiscount')}
                inputMode="decimal"
                error={errors.lines?.[index]?.discountMinor?.message}
                {...register(`lines.${index}.discountMinor`)}
              />
            ),
          },
          {
            key: 'vat',
            track: '7rem',
            half: true,
            render: (index) => (
              <SelectField
                label={t('invoiceLineVat')}
                error={errors.lines?.[index]?.vatRateBp?.message}
                options={rates.map((rate) => ({
                  value: String(rate),
                  label: formatBasisPoints(rate, language),
                }))}
                {...register(`lines.${index}.vatRateBp`)}
              />
            ),
          },
        ]}
        lineTotal={(index) => (
          <Amount minorUnits={amounts[index]?.total ?? 0} currency={currency} />
        )}
        removeLabel={(n) => t('invoiceRemoveLine', { n })}
        addLabel={t('invoiceAddLine')}
        onAdd={() =>
          append({
            description: '',
            quantity: '1',
            unitPriceMinor: '',
            discountMinor: '',
            vatRateBp: String(rates[0] ?? 0),
          })
        }
        onRemove={remove}
        error={errors.lines?.message}
      />
      <dl className="ml-auto grid max-w-xs grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-live="polite">
        {vatSummary(amounts).map((row) => (
          <div key={row.vatRate} className="contents">
            <dt>{t('invoiceVatAt', { rate: formatBasisPoints(row.vatRate, language) })}</dt>
            <dd className="text-right">
              <Amount minorUnits={row.vat} currency={currency} />
            </dd>
          </div>
        ))}
        <dt>{t('invoiceSubtotal')}</dt>
        <dd className="text-right">
          <Amount minorUnits={totals.subtotal} currency={currency} />
        </dd>
        <dt className="font-semibold">{t('invoiceTotal')}</dt>
        <dd className="text-right font-semibold" data-testid="draft-total">
          <Amount minorUnits={totals.total} currency={currency} />
        </dd>
      </dl>
    </FormDialog>
  );
}
