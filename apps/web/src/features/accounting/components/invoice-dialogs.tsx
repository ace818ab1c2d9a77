import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PAYMENT_METHODS } from '@back-office/domain/constants';
import type { MoneyMessageKey } from '@back-office/domain/money-messages';
import { todayIn } from '@back-office/domain/periods';
import { resultCodeText } from '@back-office/domain/result-codes';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { InvoiceDetailFragment } from '../../../gql/graphql';
import { useBusinessTimeZone } from '../../../lib/business-profile/use-business-date-format';
import { majorUnits, minorUnits, showServerFieldErrors } from '../../../lib/forms';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { PAYMENT_METHOD_LABELS } from '../../../lib/money-labels';
import { showToast } from '../../../lib/toast';
import { useCreditNote, useRecordPayment, useSendInvoice, useVoidPayment } from '../api/invoice';
import { useNavigate } from 'react-router';

type Invoice = InvoiceDetailFragment;

// An amount typed in major units, checked against what may be paid or credited; the server
// holds the same limit also when two people act at once.
function amountError(
  text: string,
  limit: number,
  overMessage: MoneyMessageKey,
): MoneyMessageKey | null {
  const minor = minorUnits(text);
  if (minor === undefined || Number.isNaN(minor) || minor <= 0) return 'amountPositive';
  if (!Number.isInteger(minor)) return 'amountRange';
  if (minor > limit) return overMessage;
  return null;
}

function useResultToast() {
  const { t } = useTranslation();
  return (result: { success: boolean; messageCode: string }) =>
    showToast(
      result.success ? 'success' : 'error',
      t(resultCodeText(result.messageCode) ?? 'unexpectedError'),
    );
}

export function PaymentDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const timeZone = useBusinessTimeZone();
  const pay = useRecordPayment();
  const toast = useResultToast();
  const { register, handleSubmit, setError, formState } = useForm({
    defaultValues: {
      amount: majorUnits(invoice.dueMinor),
      method: 'Bank Transfer',
      paidOn: todayIn(timeZone),
      reference: '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    const problem = amountError(values.amount, invoice.dueMinor, 'paymentExceedsDue');
    if (problem) return setError('amount', { message: problem });
    try {
      const result = await pay.mutateAsync({
        invoiceId: invoice._id,
        amountMinor: minorUnits(values.amount)!,
        method: values.method,
        paidOn: values.paidOn,
        reference: values.reference || null,
      });
      toast(result);
      if (result.success) onClose();
    } catch (error) {
      showServerFieldErrors(error, ['amount', 'method', 'paidOn', 'reference'] as const, setError);
    }
  });
  return (
    <FormDialog
      title={t('paymentRecordTitle')}
      description={t('paymentRecordText')}
      submitLabel={formState.isSubmitting ? t('saving') : t('paymentRecord')}
      submitting={formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <TextField
        label={t('paymentAmount')}
        inputMode="decimal"
        required
        data-autofocus
        trailing={<span className="pr-3 text-sm text-slate-500">{invoice.currency}</span>}
        error={formState.errors.amount?.message}
        {...register('amount')}
      />
      <SelectField
        label={t('salePaymentMethod')}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: label(PAYMENT_METHOD_LABELS, m) }))}
        {...register('method')}
      />
      <TextField
        label={t('paymentDate')}
        type="date"
        required
        error={formState.errors.paidOn?.message}
        {...register('paidOn')}
      />
      <TextField
        label={t('paymentReference')}
        error={formState.errors.reference?.message}
        {...register('reference')}
      />
    </FormDialog>
  );
}

export function VoidPaymentDialog({
  payment,
  onClose,
}: {
  payment: Invoice['payments'][number];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const voidPayment = useVoidPayment();
  const toast = useResultToast();
  const { register, handleSubmit, setError, formState } = useForm({
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!reason.trim()) return setError('reason', { message: 'voidReasonRequired' });
    const result = await voidPayment.mutateAsync({ paymentId: payment._id, reason });
    toast(result);
    if (result.success) onClose();
  });
  return (
    <FormDialog
      title={t('paymentVoidTitle')}
      description={t('paymentVoidText')}
      submitLabel={formState.isSubmitting ? t('saving') : t('paymentVoidAction')}
      submitting={formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <TextField
        label={t('paymentVoidReason')}
        required
        data-autofocus
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
    </FormDialog>
  );
}

// A credit note of what is left of the invoice by default (one line at the invoice's main rate);
// the server refuses more than is left.
export function CreditNoteDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation();
  const credit = useCreditNote();
  const toast = useResultToast();
  const navigate = useNavigate();
  const left = invoice.totalMinor - invoice.creditedMinor;
  const { register, handleSubmit, setError, formState } = useForm({
    defaultValues: { amount: majorUnits(left), reason: '' },
  });
  const onSubmit = handleSubmit(async ({ amount, reason }) => {
    const problem = amountError(amount, left, 'creditExceedsInvoice');
    if (problem) return setError('amount', { message: problem });
    const result = await credit.mutateAsync({
      invoiceId: invoice._id,
      reason: reason || null,
      // Amounts of the credit note are gross: one line without VAT of its own keeps the total exact.
      lines: [
        {
          description: reason || t('creditNoteLine', { number: invoice.number ?? '' }),
          quantity: 1,
          unitPriceMinor: minorUnits(amount)!,
          discountMinor: 0,
          vatRateBp: 0,
        },
      ],
    });
    toast(result);
    if (result.success && result.invoice) {
      onClose();
      void navigate(`/accounting/${result.invoice._id}`);
    }
  });
  return (
    <FormDialog
      title={t('creditNoteTitle')}
      description={t('creditNoteText')}
      submitLabel={formState.isSubmitting ? t('saving') : t('creditNoteIssue')}
      submitting={formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <TextField
        label={t('creditNoteAmount')}
        inputMode="decimal"
        required
        data-autofocus
        trailing={<span className="pr-3 text-sm text-slate-500">{invoice.currency}</span>}
        error={formState.errors.amount?.message}
        {...register('amount')}
      />
      <TextField label={t('creditNoteReason')} {...register('reason')} />
    </FormDialog>
  );
}

export function SendDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendInvoice();
  const toast = useResultToast();
  const [email, setEmail] = useState(invoice.recipient.email ?? '');
  const [submitting, setSubmitting] = useState(false);
  return (
    <FormDialog
      title={t('invoiceSendTitle')}
      description={t('invoiceSendText')}
      submitLabel={submitting ? t('saving') : t('invoiceSend')}
      submitting={submitting}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitting(true);
        void send
          .mutateAsync({ id: invoice._id, email: email || null })
          .then((result) => {
            toast(result);
            if (result.success) onClose();
          })
          .catch(() => showToast('error', t('unexpectedError')))
          .finally(() => setSubmitting(false));
      }}
      onClose={onClose}
    >
      <TextField
        label={t('email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
    </FormDialog>
  );
}
