import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@back-office/domain/messages';
import { request } from '../graphql/client';
import { translator } from '../i18n/i18n';
import { showToast } from '../toast';
import { getEmployeeDocument } from './api/get-employee';
import { confirmEmployee, type Employee } from './session-store';

// Invalidating it re-reads the employee into the session, e.g. after a name or business changed.
export const employeeQueryKey = (employeeId: string | undefined) =>
  ['employee', employeeId] as const;

// Re-reads the signed-in employee whenever the cached copy is stale and the window regains
// focus, so a business added or removed elsewhere shows up (and a removed one is deselected).
export function useFreshEmployee(employee: Employee | null): void {
  const employeeId = employee?._id;
  useQuery({
    queryKey: employeeQueryKey(employeeId),
    enabled: employeeId !== undefined,
    initialData: employee ?? undefined,
    initialDataUpdatedAt: Date.now,
    queryFn: async () => {
      const data = await request(
        getEmployeeDocument,
        { employeeId: employeeId ?? '' },
        { notify: false },
      );
      const result = data.employee.getEmployee;
      if (!result.success || !result.employee) throw new Error(MESSAGES.employeeNotFound);
      if (!confirmEmployee(result.employee))
        showToast('error', translator.t('selectedBusinessMissing'));
      return result.employee;
    },
  });
}
