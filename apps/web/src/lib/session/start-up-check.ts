import { MESSAGES } from '@back-office/domain/messages';
import { request } from '../graphql/client';
import { isUnauthenticated } from '../graphql/errors';
import { translator } from '../i18n/i18n';
import { showToast } from '../toast';
import { getEmployeeDocument } from './api/get-employee';
import { clearSession, confirmEmployee, getSession } from './session-store';

// The start-up employee check. A token that expired before the page loaded is refreshed first
// by the request itself; a refused refresh has already said 'Session expired'.
export async function runStartUpCheck(): Promise<void> {
  const { status, employee } = getSession();
  if (status !== 'loading') return;
  if (!employee) {
    clearSession();
    return;
  }
  try {
    const data = await request(
      getEmployeeDocument,
      { employeeId: employee._id },
      { notify: false },
    );
    const result = data.employee.getEmployee;
    if (!result.success || !result.employee) throw new Error(MESSAGES.employeeNotFound);
    if (!confirmEmployee(result.employee))
      showToast('error', translator.t('selectedBusinessMissing'));
  } catch (error) {
    if (!isUnauthenticated(error)) showToast('error', translator.t('checkEmployeeFailed'));
    if (!getSession().expired) clearSession();
  }
}
