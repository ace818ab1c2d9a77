import { FILTER_DEFAULTS } from '@back-office/domain/constants';
import type { TeamFilter } from '../../gql/graphql';
import { filterChoice } from '../../lib/list-filters';

// The employee filters as the toolbar holds them: 'all' is no condition.
export interface EmployeeFilters {
  // ADMIN only; '' is every business.
  merchantId: string;
  department: string;
  role: string;
  status: string;
}

const defaults = FILTER_DEFAULTS.employees;

export const EMPLOYEE_FILTER_DEFAULTS: EmployeeFilters = {
  merchantId: '',
  department: defaults.department,
  role: defaults.role,
  status: defaults.status,
};

export function toTeamFilter(filters: EmployeeFilters, search: string): TeamFilter {
  return {
    merchantId: filters.merchantId || null,
    department: filterChoice(filters.department),
    role: filterChoice(filters.role),
    status: filterChoice(filters.status),
    search: search || null,
  };
}
