import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Column } from '../../../components/ui/data-table/types';
import { RoleBadges } from '../../../components/ui/role-badges';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import type { Member } from '../api/member-fields';
import { MEMBER_STATUS_LABELS, MEMBER_STATUS_TONES } from '../labels';
import { useRoleName } from './use-role-name';

// The employees table: the employee's and the membership's fields; the business for an ADMIN.
export function useEmployeeColumns(showBusiness: boolean): Column<Member>[] {
  const { t } = useTranslation();
  const roleName = useRoleName();
  // A membership's dates are calendar days: in the business's format, never moved by a zone.
  const dates = useBusinessDateFormat();
  const day = (iso: string | null) => (iso ? dates.day(iso) : '—');
  const label = useValueLabel();

  const columns: (Column<Member> | false)[] = [
    {
      id: 'name',
      header: t('employeeName'),
      primary: true,
      cell: (member) => (
        <span className="font-medium whitespace-nowrap">
          {member.firstName} {member.lastName}
        </span>
      ),
      csv: (member) => `${member.firstName} ${member.lastName}`,
    },
    showBusiness && {
      id: 'business',
      header: t('columnBusiness'),
      cell: (member) => member.merchantName,
      csv: (member) => member.merchantName,
    },
    {
      id: 'email',
      header: t('employeeEmail'),
      // Whole on a table row; broken anywhere in a phone card's half-width column.
      cell: (member) => (
        <span className="break-all md:break-normal md:whitespace-nowrap">{member.email}</span>
      ),
      csv: (member) => member.email,
    },
    {
      id: 'phone',
      header: t('employeePhone'),
      cell: (member) => <span className="whitespace-nowrap">{member.phone ?? '—'}</span>,
      csv: (member) => member.phone,
    },
    {
      id: 'roles',
      header: t('roles'),
      cell: (member) => <RoleBadges roles={member.roles} />,
      csv: (member) => member.roles.map(roleName).join(', '),
    },
    {
      id: 'department',
      header: t('employeeDepartment'),
      cell: (member) => member.department ?? '—',
      csv: (member) => member.department,
    },
    {
      id: 'position',
      header: t('employeePosition'),
      cell: (member) => member.position ?? '—',
      csv: (member) => member.position,
    },
    {
      id: 'status',
      header: t('employeeStatus'),
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
      id: 'startingDate',
      header: t('employeeStartingDate'),
      cell: (member) => <span className="whitespace-nowrap">{day(member.startingDate)}</span>,
      csv: (member) => member.startingDate,
    },
    {
      id: 'endDate',
      header: t('employeeEndDate'),
      hiddenByDefault: true,
      cell: (member) => <span className="whitespace-nowrap">{day(member.endDate)}</span>,
      csv: (member) => member.endDate,
    },
  ];
  return columns.filter((column): column is Column<Member> => column !== false);
}
