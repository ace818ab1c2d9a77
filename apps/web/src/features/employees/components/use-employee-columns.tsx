import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { RoleBadges } from '../../../components/ui/role-badges';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import type { Member } from '../api/member-fields';
import { MEMBER_STATUS_LABELS, MEMBER_STATUS_TONES } from '../labels';
import { useRoleName } from './use-role-name';

const columnHelper = createColumnHelper<Member>();

// The employees table: the employee's and the membership's fields; the business for an ADMIN.
export function useEmployeeColumns(showBusiness: boolean): TableColumn<Member>[] {
  const { t } = useTranslation();
  const roleName = useRoleName();
  // A membership's dates are calendar days: in the business's format, never moved by a zone.
  const dates = useBusinessDateFormat();
  const day = (iso: string | null) => (iso ? dates.day(iso) : '—');
  const label = useValueLabel();

  const columns: (TableColumn<Member> | false)[] = [
    columnHelper.display({
      id: 'name',
      header: t('employeeName'),
      cell: ({ row: { original: member } }) => (
        <span className="font-medium whitespace-nowrap">
          {member.firstName} {member.lastName}
        </span>
      ),
      meta: { primary: true, csv: (member) => `${member.firstName} ${member.lastName}` },
    }),
    showBusiness &&
      columnHelper.display({
        id: 'business',
        header: t('columnBusiness'),
        cell: ({ row: { original: member } }) => member.merchantName,
        meta: { csv: (member) => member.merchantName },
      }),
    columnHelper.display({
      id: 'email',
      header: t('employeeEmail'),
      // Whole on a table row; broken anywhere in a phone card's half-width column.
      cell: ({ row: { original: member } }) => (
        <span className="break-all md:break-normal md:whitespace-nowrap">{member.email}</span>
      ),
      meta: { csv: (member) => member.email },
    }),
    columnHelper.display({
      id: 'phone',
      header: t('employeePhone'),
      cell: ({ row: { original: member } }) => (
        <span className="whitespace-nowrap">{member.phone ?? '—'}</span>
      ),
      meta: { csv: (member) => member.phone },
    }),
    columnHelper.display({
      id: 'roles',
      header: t('roles'),
      cell: ({ row: { original: member } }) => <RoleBadges roles={member.roles} />,
      meta: { csv: (member) => member.roles.map(roleName).join(', ') },
    }),
    columnHelper.display({
      id: 'department',
      header: t('employeeDepartment'),
      cell: ({ row: { original: member } }) => member.department ?? '—',
      meta: { csv: (member) => member.department },
    }),
    columnHelper.display({
      id: 'position',
      header: t('employeePosition'),
      cell: ({ row: { original: member } }) => member.position ?? '—',
      meta: { csv: (member) => member.position },
    }),
    columnHelper.display({
      id: 'status',
      header: t('employeeStatus'),
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
      id: 'startingDate',
      header: t('employeeStartingDate'),
      cell: ({ row: { original: member } }) => (
        <span className="whitespace-nowrap">{day(member.startingDate)}</span>
      ),
      meta: { csv: (member) => member.startingDate },
    }),
    columnHelper.display({
      id: 'endDate',
      header: t('employeeEndDate'),
      cell: ({ row: { original: member } }) => (
        <span className="whitespace-nowrap">{day(member.endDate)}</span>
      ),
      meta: { hiddenByDefault: true, csv: (member) => member.endDate },
    }),
  ];
  return columns.filter((column): column is TableColumn<Member> => column !== false);
}
