import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { UserPlus } from 'lucide-react';
import { MEMBER_STATUSES, type Programme } from '@back-office/domain/members';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { FilterSelect } from '../../../components/ui/data-table/filter-select';
import { RowAction } from '../../../components/ui/data-table/row-action';
import type { Column } from '../../../components/ui/data-table/types';
import { useServerTable } from '../../../components/ui/data-table/use-server-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { MemberFieldsFragment } from '../../../gql/graphql';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useLocalName } from '../../../lib/i18n/local-name';
import { translateMessage } from '../../../lib/i18n/translate-message';
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
import { MEMBER_STATUS_LABELS, MEMBER_STATUS_TONES, redeemedValueText } from './labels';
import { RenewDialog } from './renew-dialog';

type Member = MemberFieldsFragment;
type Open = { kind: 'detail' | 'renew' | 'cancel'; member: Member } | { kind: 'enrol' } | null;

const EXPIRING_CHOICES = [7, 30, 60, 90, 180, 365] as const;

const linkClass =
  'text-left font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300';

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
  const table = useServerTable<Member, MemberFilters>({
    queryKey: membersListKey(programme),
    fetchPage: fetchMembersPage(programme),
    initialFilters: INITIAL_MEMBER_FILTERS,
    getRowId: (member) => member._id,
  });
  const close = () => setOpen(null);
  const live = (member: Member) => member.status !== 'cancelled';

  const columns: Column<Member>[] = [
    {
      id: 'customer',
      header: t('memberCustomer'),
      primary: true,
      cell: (member) => (
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
      csv: (member) => member.customerName,
    },
    {
      id: 'email',
      header: t('email'),
      hiddenByDefault: true,
      cell: (member) => member.customerEmail,
      csv: (member) => member.customerEmail,
    },
    {
      id: 'tier',
      header: t('memberTier'),
      cell: (member) => localName(member.tier),
      csv: (member) => localName(member.tier),
    },
    {
      id: 'status',
      header: t('memberStatus'),
      cell: (member) => (
        <StatusBadge
          status={member.status}
          labels={MEMBER_STATUS_LABELS}
          tones={MEMBER_STATUS_TONES}
        />
      ),
      csv: (member) => label(MEMBER_STATUS_LABELS, member.status),
    },
    {
      id: 'joined',
      header: t('memberJoined'),
      cell: (member) => dates.date(member.joinedAt),
      csv: (member) => member.joinedAt,
    },
    {
      id: 'covered',
      header: t('memberCoveredUntil'),
      cell: (member) => (member.coveredUntil ? dates.date(member.coveredUntil) : '—'),
      csv: (member) => member.coveredUntil,
    },
    {
      id: 'renewals',
      header: t('memberRenewals'),
      align: 'end',
      cell: (member) => member.renewals,
      csv: (member) => member.renewals,
    },
    {
      id: 'redeemed',
      header: t('memberRedeemed'),
      align: 'end',
      cell: (member) =>
        member.redeemedCount > 0
          ? t('memberRedeemedValue', {
              count: member.redeemedCount,
              value: redeemedValueText(member),
            })
          : '—',
      csv: (member) => redeemedValueText(member),
    },
  ];

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
        id={`${programme}-members`}
        table={table}
        columns={columns}
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
            showToast(result.success ? 'success' : 'error', translateMessage(result.message));
          }}
          onClose={close}
        />
      )}
    </section>
  );
}
