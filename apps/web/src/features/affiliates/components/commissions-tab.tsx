import { formatBasisPoints } from '@back-office/domain/money';
import { minorToDecimal } from '@back-office/domain/accounting';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { COMMISSION_STATUSES } from '@back-office/domain/affiliates';
import type { Currency } from '@back-office/domain/constants';
import { Amount } from '../../../components/ui/amount';
import { Badge } from '../../../components/ui/badge';
import { BusinessFilter } from '../../../components/ui/business-filter';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { QueryStatus } from '../../../components/ui/query-status';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { StatCard } from '../../../components/ui/stat-card';
import { TextField } from '../../../components/ui/text-field';
import type { CommissionFieldsFragment } from '../../../gql/graphql';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { messageText } from '../../../lib/i18n/message-text';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { useCan } from '../../../lib/session/use-can';
import { showToast } from '../../../lib/toast';
import { useCommissions, useCommissionTotals, useDecideCommissions } from '../api/affiliates';
import { COMMISSION_STATUS_LABELS, COMMISSION_STATUS_TONES } from './affiliate-labels';
import { AffiliateChoiceField } from './affiliate-choice-field';
import { LoadMore } from '../../../components/ui/load-more';

type Commission = CommissionFieldsFragment;

const columnHelper = createColumnHelper<Commission>();

// Commissions newest first, filtered by status, affiliate and period, with the filtered totals;
// pending ones can be chosen and approved (once their hold is over) or rejected together.
export function CommissionsTab() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'el' ? 'el' : 'en';
  const label = useValueLabel();
  const dates = useBusinessDateFormat();
  const can = useCan();
  const write = can('commission:write');
  const [status, setStatus] = useState('');
  const [affiliate, setAffiliate] = useState<SelectOption | null>(null);
  const [merchantId, setMerchantId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState(false);
  const filter = {
    status: status || null,
    affiliateId: affiliate?.value ?? null,
    merchantId: merchantId || null,
    from: from || null,
    to: to || null,
  };
  const commissions = useCommissions(filter);
  const totals = useCommissionTotals(filter);
  const decide = useDecideCommissions();
  const rows = commissions.data?.pages.flatMap((page) => page.items) ?? [];
  const pending = rows.filter((c) => c.status === 'pending');
  const chosen = [...selected].filter((id) => pending.some((c) => c._id === id));

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function decideChosen(approve: boolean) {
    const result = await decide.mutateAsync({ ids: chosen, approve });
    showToast('success', `${messageText(result.messageKey)} (${result.count})`);
    setSelected(new Set());
  }

  const columns: TableColumn<Commission>[] = [
    ...(write
      ? [
          columnHelper.display({
            id: 'select',
            header: '',
            cell: ({ row: { original: c } }) =>
              c.status === 'pending' ? (
                <input
                  type="checkbox"
                  className="size-4"
                  aria-label={t('commissionSelect', {
                    name: c.affiliateName,
                    date: dates.dateTime(c.createdAt),
                  })}
                  checked={selected.has(c._id)}
                  onChange={(event) => toggle(c._id, event.target.checked)}
                />
              ) : null,
          }),
        ]
      : []),
    columnHelper.display({
      id: 'date',
      header: t('commissionDate'),
      cell: ({ row: { original: c } }) => (
        <span className="tabular-nums">{dates.dateTime(c.createdAt)}</span>
      ),
      meta: { csv: (c) => c.createdAt },
    }),
    columnHelper.display({
      id: 'affiliate',
      header: t('commissionAffiliate'),
      cell: ({ row: { original: c } }) => c.affiliateName,
      meta: { primary: true, csv: (c) => c.affiliateName },
    }),
    columnHelper.display({
      id: 'business',
      header: t('commissionBusiness'),
      cell: ({ row: { original: c } }) => c.businessName,
      meta: { csv: (c) => c.businessName },
    }),
    columnHelper.display({
      id: 'level',
      header: t('commissionLevel'),
      cell: ({ row: { original: c } }) =>
        c.reverses
          ? t('commissionRefund')
          : c.level === 1
            ? t('commissionLevelDirect')
            : t('commissionLevelOverride'),
      meta: { csv: (c) => c.level },
    }),
    columnHelper.display({
      id: 'sale',
      header: t('commissionSale'),
      cell: ({ row: { original: c } }) => (
        <Amount minorUnits={c.baseMinor} currency={c.currency as Currency} />
      ),
      meta: { align: 'end', csv: (c) => minorToDecimal(c.baseMinor) },
    }),
    columnHelper.display({
      id: 'rate',
      header: t('commissionRate'),
      cell: ({ row: { original: c } }) =>
        c.fixedMinor > 0 ? (
          <Amount minorUnits={c.fixedMinor} currency={c.currency as Currency} />
        ) : (
          formatBasisPoints(c.rateBp, language)
        ),
      meta: {
        align: 'end',
        csv: (c) =>
          c.fixedMinor > 0 ? minorToDecimal(c.fixedMinor) : formatBasisPoints(c.rateBp, language),
      },
    }),
    columnHelper.display({
      id: 'amount',
      header: t('commissionAmount'),
      cell: ({ row: { original: c } }) => (
        <Amount minorUnits={c.amountMinor} currency={c.currency as Currency} />
      ),
      meta: { align: 'end', csv: (c) => minorToDecimal(c.amountMinor) },
    }),
    columnHelper.display({
      id: 'status',
      header: t('affiliateStatus'),
      cell: ({ row: { original: c } }) => (
        <div>
          <Badge tone={COMMISSION_STATUS_TONES[c.status] ?? 'neutral'}>
            {label(COMMISSION_STATUS_LABELS, c.status)}
          </Badge>
          {c.status === 'pending' && (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('commissionHoldUntil')} {dates.date(c.approvableAt)}
            </p>
          )}
        </div>
      ),
      meta: { csv: (c) => c.status },
    }),
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          className="w-40"
          label={t('affiliateStatus')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          options={[
            { value: '', label: t('filterAll') },
            ...COMMISSION_STATUSES.map((s) => ({
              value: s,
              label: label(COMMISSION_STATUS_LABELS, s),
            })),
          ]}
        />
        <AffiliateChoiceField
          label={t('commissionAffiliate')}
          emptyLabel={t('filterAll')}
          kept={affiliate}
          value={affiliate?.value ?? ''}
          onChange={(event) =>
            setAffiliate(
              event.target.value
                ? { value: event.target.value, label: event.target.selectedOptions[0]!.text }
                : null,
            )
          }
        />
        <BusinessFilter value={merchantId} onChange={setMerchantId} />
        <TextField
          className="w-40"
          type="date"
          label={t('commissionFrom')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          className="w-40"
          type="date"
          label={t('commissionTo')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <div aria-live="polite" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {(totals.data ?? []).map((total) => (
          <StatCard
            key={`${total.status}-${total.currency}`}
            testId={`commission-total-${total.status}`}
            label={t('commissionTotalsOf', {
              status: label(COMMISSION_STATUS_LABELS, total.status),
              count: total.count,
              currency: total.currency,
            })}
            value={<Amount minorUnits={total.totalMinor} currency={total.currency as Currency} />}
          />
        ))}
      </div>
      {write && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {t('commissionSelected', { count: chosen.length })}
          </span>
          <Button
            variant="secondary"
            onClick={() =>
              setSelected(
                chosen.length === pending.length ? new Set() : new Set(pending.map((c) => c._id)),
              )
            }
            disabled={pending.length === 0}
          >
            {t('commissionSelectAll')}
          </Button>
          <Button
            disabled={chosen.length === 0}
            loading={decide.isPending && decide.variables?.approve === true}
            onClick={() => void decideChosen(true).catch(() => undefined)}
          >
            {t('commissionApproveSelected')}
          </Button>
          <Button
            variant="danger"
            disabled={chosen.length === 0}
            onClick={() => setRejecting(true)}
          >
            {t('commissionRejectSelected')}
          </Button>
        </div>
      )}
      {!commissions.isSuccess ? (
        <QueryStatus failed={commissions.isError} onRetry={() => void commissions.refetch()} />
      ) : (
        <StaticTable
          label={t('commissionTable')}
          columns={columns}
          rows={rows}
          rowKey={(c) => c._id}
          exportName="commissions"
          empty={t('commissionEmpty')}
        />
      )}
      <LoadMore list={commissions} />
      {rejecting && (
        <ConfirmDialog
          title={t('commissionRejectTitle')}
          message={t('commissionRejectText', { count: chosen.length })}
          confirmLabel={t('commissionRejectSelected')}
          danger
          onConfirm={() => decideChosen(false)}
          onClose={() => setRejecting(false)}
        />
      )}
    </div>
  );
}
