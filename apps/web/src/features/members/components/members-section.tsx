import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { UserPlus } from 'lucide-react';
import { MEMBER_STATUSES, type Programme } from '@back-office/domain/members';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { FilterSelect } from '../../../components/ui/data-table/filter-select';
import { RowAction } from '../../../components/ui/data-table/row-action';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { useServerTable } from '../../../components/ui/data-table/use-server-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { MemberFieldsFragment } from '../../../gql/graphql';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useLocalName } from '../../../lib/i18n/local-name';
import { messageText } from '../../../lib/i18n/message-text';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { PROGRAMME_LABELS } from '../../../lib/programme-labels';
import { showToast } from '../../../lib/toast';
import {
  fetchMembersPage,
  INITIAL_MEMBER_FILTERS,
  membersListKey,
  useCancelMember,
  useTiers,
  type MemberFilters,
} from '../api/members';
import { EnrolDialog } from './enrol-dialog';
import { MemberDetailDialog } from './member-detail-dialog';
import {
  MEMBER_STATUS_LABELS,
  MEMBER_STATUS_TONES,
  redeemedValueCsv,
  redeemedValueText,
} from './labels';
import { RenewDialog } from './renew-dialog';

type Member = MemberFieldsFragment;
type Open = { kind: 'detail' | 'renew' | 'cancel'; member: Member } | { kind: 'enrol' } | null;

const EXPIRING_CHOICES = [7, 30, 60, 90, 180, 365] as const;

const linkClass =
  'text-left font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300';

const columnHelper = createColumnHelper<Member>();

// The programme's members with filters, search, CSV; enrol, renew, cancel, and the detail.
export function MembersSection({
  programme,
  writable,
}: {
  programme: Programme;
  writable: boolean;
}) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const localName = useLocalName();
  const dates = useBusinessDateFormat();
  const tiers = useTiers(programme);
  const cancel = useCancelMember();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const live = (member: Member) => member.status !== 'cancelled';

  const columns: TableColumn<Member>[] = [
    columnHelper.display({
      id: 'customer',
      header: t('memberCustomer'),
      cell: ({ row: { original: member } }) => (
        <div>
          <button
            type="button"
            className={linkClass}
            onClick={() => setOpen({ kind: 'detail', member })}
          >
            {member.customerName}
          </button>
          <p className="text-xs font-normal text-slate-600 dark:text-slate-400">
            {member.customerEmail}
          </p>
        </div>
      ),
      meta: { primary: true, csv: (member) => member.customerName },
    }),
    columnHelper.display({
      id: 'email',
      header: t('email'),
      cell: ({ row: { original: member } }) => member.customerEmail,
      meta: { hiddenByDefault: true, csv: (member) => member.customerEmail },
    }),
    columnHelper.display({
      id: 'tier',
      header: t('memberTier'),
      cell: ({ row: { original: member } }) => localName(member.tier),
      meta: { csv: (member) => localName(member.tier) },
    }),
    columnHelper.display({
      id: 'status',
      header: t('memberStatus'),
      cell: ({ row: { original: member } }) => (
        <StatusBadge
          status={member.status}
          labels={MEMBER_STATUS_LABELS}
          tones={MEMBER_STATUS_TONES}
        />
      ),
      meta: { csv: (member) => label(MEMBER_STATUS_LABELS, member.status) },
    }),
    columnHelper.display({
      id: 'joined',
      header: t('memberJoined'),
      cell: ({ row: { original: member } }) => dates.date(member.joinedAt),
      meta: { csv: (member) => member.joinedAt },
    }),
    columnHelper.display({
      id: 'covered',
      header: t('memberCoveredUntil'),
      cell: ({ row: { original: member } }) =>
        member.coveredUntil ? dates.date(member.coveredUntil) : '—',
      meta: { csv: (member) => member.coveredUntil },
    }),
    columnHelper.display({
      id: 'renewals',
      header: t('memberRenewals'),
      cell: ({ row: { original: member } }) => member.renewals,
      meta: { align: 'end', csv: (member) => member.renewals },
    }),
    columnHelper.display({
      id: 'redeemed',
      header: t('memberRedeemed'),
      cell: ({ row: { original: member } }) =>
        member.redeemedCount > 0
          ? t('memberRedeemedValue', {
              count: member.redeemedCount,
              value: redeemedValueText(member),
            })
          : '—',
      meta: { align: 'end', csv: redeemedValueCsv },
    }),
  ];
  const table = useServerTable<Member, MemberFilters>({
    id: `${programme}-members`,
    columns,
    queryKey: membersListKey(programme),
    fetchPage: fetchMembersPage(programme),
    initialFilters: INITIAL_MEMBER_FILTERS,
    getRowId: (member) => member._id,
  });

  return (
    <section aria-labelledby={`${programme}-members`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${programme}-members`} className="text-lg font-semibold">
          {t('membersTitle')}
        </h2>
        {writable && (
          <Button onClick={() => setOpen({ kind: 'enrol' })}>
            <UserPlus className="size-4" aria-hidden="true" />
            {t('memberEnrol')}
          </Button>
        )}
      </div>
      <DataTable
        table={table}
        label={t('membersTitle')}
        rowLabel={(member) => member.customerName}
        searchLabel={t('memberSearch')}
        exportName={`${programme}-members`}
        emptyText={t('membersEmpty')}
        filters={
          <>
            <FilterSelect
              className="w-40"
              label={t('memberTier')}
              value={table.filters.tierId}
              onChange={(tierId) => table.setFilters({ tierId })}
              options={(tiers.data ?? []).map((tier) => ({
                value: tier._id,
                label: localName(tier),
              }))}
            />
            <FilterSelect
              className="w-40"
              label={t('memberStatus')}
              value={table.filters.status}
              onChange={(status) => table.setFilters({ status })}
              options={MEMBER_STATUSES.map((status) => ({
                value: status,
                label: label(MEMBER_STATUS_LABELS, status),
              }))}
            />
            <FilterSelect
              className="w-44"
              label={t('memberExpiringWithin')}
              value={table.filters.expiringWithinDays}
              onChange={(expiringWithinDays) => table.setFilters({ expiringWithinDays })}
              options={EXPIRING_CHOICES.map((days) => ({
                value: String(days),
                label: t('memberExpiringDays', { count: days }),
              }))}
            />
          </>
        }
        rowActions={
          writable
            ? (member) =>
                live(member) && (
                  <>
                    <RowAction onClick={() => setOpen({ kind: 'renew', member })}>
                      {t('memberRenew')}
                    </RowAction>
                    <RowAction danger onClick={() => setOpen({ kind: 'cancel', member })}>
                      {t('memberCancelShort')}
                    </RowAction>
                  </>
                )
            : undefined
        }
      />
      {open?.kind === 'enrol' && <EnrolDialog programme={programme} onClose={close} />}
      {open?.kind === 'detail' && (
        <MemberDetailDialog
          id={open.member._id}
          writable={writable}
          onRenew={(member) => setOpen({ kind: 'renew', member })}
          onCancel={(member) => setOpen({ kind: 'cancel', member })}
          onClose={close}
        />
      )}
      {open?.kind === 'renew' && (
        <RenewDialog programme={programme} member={open.member} onClose={close} />
      )}
      {open?.kind === 'cancel' && (
        <ConfirmDialog
          title={t('memberCancelTitle', { name: open.member.customerName })}
          message={t('memberCancelText', { programme: label(PROGRAMME_LABELS, programme) })}
          confirmLabel={t('memberCancel')}
          danger
          onConfirm={async () => {
            const result = await cancel.mutateAsync(open.member._id);
            showToast(result.success ? 'success' : 'error', messageText(result.messageKey));
          }}
          onClose={close}
        />
      )}
    </section>
  );
}
