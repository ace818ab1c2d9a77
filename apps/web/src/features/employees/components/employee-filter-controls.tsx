import { useTranslation } from '../../../lib/i18n/use-translation';
import { MEMBERSHIP_STATUSES, PROVIDER_ROLES } from '@back-office/domain/people';
import { APP_ROLES } from '@back-office/domain/roles';
import { BusinessFilter } from '../../../components/ui/business-filter';
import { FilterSelect } from '../../../components/ui/data-table/filter-select';
import type { ServerTable } from '../../../components/ui/data-table/use-server-table';
import type { Member } from '../api/member-fields';
import { useDepartments } from '../api/team-lookups';
import type { EmployeeFilters } from '../employee-filter';
import { MEMBER_STATUS_LABELS } from '../labels';
import { useRoleName } from './use-role-name';

interface EmployeeFilterControlsProps {
  table: ServerTable<Member, EmployeeFilters>;
  // ADMIN: every business's employees, narrowed to one by the business filter.
  showBusiness: boolean;
}

// The employee filters: department, role and status (all by default).
export function EmployeeFilterControls({ table, showBusiness }: EmployeeFilterControlsProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const { filters, setFilters } = table;
  const departments = useDepartments(filters.merchantId || null).data ?? [];
  // ADMIN and su exist only in the provider's business, which only an ADMIN sees.
  const roles = showBusiness
    ? APP_ROLES
    : APP_ROLES.filter((role) => !PROVIDER_ROLES.includes(role));
  // A department chosen before the business changed stays listed, so the select shows it.
  const departmentOptions =
    filters.department !== 'all' && !departments.includes(filters.department)
      ? [...departments, filters.department]
      : departments;

  return (
    <>
      {showBusiness && (
        <BusinessFilter
          value={filters.merchantId}
          onChange={(merchantId) => setFilters({ merchantId })}
        />
      )}
      <FilterSelect
        className="w-44"
        label={t('employeeDepartment')}
        value={filters.department}
        onChange={(department) => setFilters({ department })}
        options={departmentOptions.map((value) => ({ value, label: value }))}
      />
      <FilterSelect
        className="w-36"
        label={t('employeeRole')}
        value={filters.role}
        onChange={(role) => setFilters({ role })}
        options={roles.map((value) => ({ value, label: roleName(value) }))}
      />
      <FilterSelect
        className="w-36"
        label={t('employeeStatus')}
        value={filters.status}
        onChange={(status) => setFilters({ status })}
        options={MEMBERSHIP_STATUSES.map((value) => ({
          value,
          label: t(MEMBER_STATUS_LABELS[value]),
        }))}
      />
    </>
  );
}
