import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Banknote, CheckCircle2, Download, Plus } from 'lucide-react';
import { PAYOUT_METHODS } from '@back-office/domain/affiliates';
import { CURRENCIES, type Currency } from '@back-office/domain/constants';
import { Amount } from '../../../components/ui/amount';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { FormDialog } from '../../../components/ui/form-dialog';
import { QueryStatus } from '../../../components/ui/query-status';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { PayoutFieldsFragment } from '../../../gql/graphql';
import { todayIn } from '@back-office/domain/periods';
import {
  useBusinessDateFormat,
  useBusinessTimeZone,
} from '../../../lib/business-profile/use-business-date-format';
import { formatMoney } from '@back-office/domain/money';
import { showServerFieldErrors } from '../../../lib/forms';
import { messageText } from '../../../lib/i18n/message-text';
import { saidOf } from '../../../lib/graphql/errors';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { useCan } from '../../../lib/session/use-can';
import { showToast } from '../../../lib/toast';
import {
  downloadPayoutsCsv,
  useApprovePayout,
  useCreatePayout,
  useMarkPayoutPaid,
  usePayouts,
} from '../api/affiliates';
import { PAYOUT_METHOD_LABELS, PAYOUT_STATUS_LABELS } from './affiliate-labels';
import { AffiliateChoiceField } from './affiliate-choice-field';
import { LoadMore } from '../../../components/ui/load-more';

type Payout = PayoutFieldsFragment;

function NewPayoutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  // The period's days are the provider's, as the server reads them.
  const today = todayIn(useBusinessTimeZone());
  const create = useCreatePayout();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    defaultValues: { affiliateId: '', currency: 'EUR', from: `${today.slice(0, 8)}01`, to: today },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await create.mutateAsync(values);
      showToast('success', messageText(result.messageKey));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, ['affiliateId', 'currency', 'from', 'to'], setError))
        setError('affiliateId', { message: saidOf(error) });
    }
  });
  return (
    <FormDialog
      title={t('payoutNew')}
      description={t('payoutNewText')}
      submitLabel={isSubmitting ? t('saving') : t('payoutNew')}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <AffiliateChoiceField
        label={t('payoutAffiliate')}
        required
        data-autofocus
        emptyLabel="—"
        filter={{ status: 'active' }}
        error={errors.affiliateId?.message}
        {...register('affiliateId', { required: t('payoutAffiliate') })}
      />
      <SelectField
        label={t('payoutCurrency')}
        options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        {...register('currency')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField type="date" label={t('commissionFrom')} required {...register('from')} />
        <TextField type="date" label={t('commissionTo')} required {...register('to')} />
      </div>
    </FormDialog>
  );
}

function MarkPaidDialog({ payout, onClose }: { payout: Payout; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const pay = useMarkPayoutPaid();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { method: 'Bank transfer', reference: '' } });
  const onSubmit = handleSubmit(async (input) => {
    try {
      const result = await pay.mutateAsync({ id: payout._id, input });
      showToast('success', messageText(result.messageKey));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, ['method', 'reference'], setError))
        setError('reference', { message: saidOf(error) });
    }
  });
  return (
    <FormDialog
      title={t('payoutMarkPaidTitle')}
      description={t('payoutMarkPaidText', {
        amount: formatMoney(payout.totalMinor, payout.currency as Currency),
        name: payout.affiliateName,
      })}
      submitLabel={isSubmitting ? t('saving') : t('payoutMarkPaid')}
      submitting={isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <SelectField
        label={t('payoutMethod')}
        options={PAYOUT_METHODS.map((m) => ({ value: m, label: label(PAYOUT_METHOD_LABELS, m) }))}
        error={errors.method?.message}
        {...register('method')}
      />
      <TextField
        label={t('payoutReference')}
        required
        data-autofocus
        autoComplete="off"
        error={errors.reference?.message}
        {...register('reference')}
      />
    </FormDialog>
  );
}

const columnHelper = createColumnHelper<Payout>();

// Payouts newest first: made from approved commissions, approved, then marked paid once.
export function PayoutsTab() {
  const { t } = useTranslation();
  const label = useValueLabel();
  const dates = useBusinessDateFormat();
  const can = useCan();
  const write = can('commission:write');
  const payouts = usePayouts();
  const approve = useApprovePayout();
  const [dialog, setDialog] = useState<{ kind: 'new' } | { kind: 'paid'; payout: Payout } | null>(
    null,
  );

  const columns: TableColumn<Payout>[] = [
    columnHelper.display({
      id: 'affiliate',
      header: t('payoutAffiliate'),
      cell: ({ row: { original: p } }) => p.affiliateName,
      meta: { primary: true, csv: (p) => p.affiliateName },
    }),
    columnHelper.display({
      id: 'period',
      header: t('payoutPeriod'),
      cell: ({ row: { original: p } }) => `${dates.day(p.periodFrom)} – ${dates.day(p.periodTo)}`,
    }),
    columnHelper.display({
      id: 'total',
      header: t('payoutTotal'),
      cell: ({ row: { original: p } }) => (
        <Amount minorUnits={p.totalMinor} currency={p.currency as Currency} />
      ),
      meta: { align: 'end' },
    }),
    columnHelper.display({
      id: 'count',
      header: t('payoutCommissions'),
      cell: ({ row: { original: p } }) => p.commissionCount,
      meta: { align: 'end' },
    }),
    columnHelper.display({
      id: 'status',
      header: t('payoutStatus'),
      cell: ({ row: { original: p } }) => (
        <div>
          <Badge
            tone={p.status === 'paid' ? 'success' : p.status === 'approved' ? 'info' : 'neutral'}
          >
            {label(PAYOUT_STATUS_LABELS, p.status)}
          </Badge>
          {p.status === 'paid' && (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {label(PAYOUT_METHOD_LABELS, p.method ?? '')} · {p.reference}
            </p>
          )}
        </div>
      ),
    }),
    columnHelper.display({
      id: 'actions',
      header: '',
      cell: ({ row: { original: p } }) =>
        !write ? null : p.status === 'draft' ? (
          <Button
            variant="secondary"
            aria-label={t('payoutApproveNamed', { name: p.affiliateName })}
            loading={approve.isPending && approve.variables === p._id}
            onClick={() =>
              approve.mutate(p._id, {
                onSuccess: (result) => showToast('success', messageText(result.messageKey)),
              })
            }
          >
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t('payoutApprove')}
          </Button>
        ) : p.status === 'approved' ? (
          <Button
            variant="secondary"
            aria-label={t('payoutMarkPaidNamed', { name: p.affiliateName })}
            onClick={() => setDialog({ kind: 'paid', payout: p })}
          >
            <Banknote className="size-4" aria-hidden="true" />
            {t('payoutMarkPaid')}
          </Button>
        ) : null,
      meta: { align: 'end' },
    }),
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => void downloadPayoutsCsv()}>
          <Download className="size-4" aria-hidden="true" />
          {t('payoutExport')}
        </Button>
        {write && (
          <Button onClick={() => setDialog({ kind: 'new' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('payoutNew')}
          </Button>
        )}
      </div>
      {!payouts.isSuccess ? (
        <QueryStatus failed={payouts.isError} onRetry={() => void payouts.refetch()} />
      ) : (
        <StaticTable
          label={t('payoutTable')}
          columns={columns}
          rows={payouts.data.pages.flatMap((page) => page.items)}
          rowKey={(p) => p._id}
          empty={t('payoutEmpty')}
        />
      )}
      <LoadMore list={payouts} />
      {dialog?.kind === 'new' && <NewPayoutDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'paid' && (
        <MarkPaidDialog payout={dialog.payout} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
