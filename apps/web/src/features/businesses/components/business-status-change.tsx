import { useTranslation } from '../../../lib/i18n/use-translation';
import { resultCodeText } from '@back-office/domain/result-codes';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showToast } from '../../../lib/toast';
import type { Business } from '../api/business-fields';
import { useSetBusinessStatus } from '../api/set-business-status';

// Suspends an active business or reactivates a suspended one, after saying what that does to
// the people who work for it.
export function BusinessStatusChange({
  business,
  onClose,
}: {
  business: Business;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const setStatus = useSetBusinessStatus();
  const { name } = business;
  const suspend = business.status !== 'suspended';

  async function confirm() {
    const result = await setStatus.mutateAsync({
      id: business._id,
      status: suspend ? 'suspended' : 'active',
    });
    if (!result.success)
      showToast('error', t(resultCodeText(result.messageCode) ?? 'unexpectedError'));
    else showToast('success', t(suspend ? 'businessSuspended' : 'businessReactivated', { name }));
  }

  return suspend ? (
    <ConfirmDialog
      title={t('businessSuspendTitle', { name })}
      message={t('businessSuspendText', { count: business.employeeCount })}
      confirmLabel={t('businessSuspend')}
      danger
      onConfirm={confirm}
      onClose={onClose}
    />
  ) : (
    <ConfirmDialog
      title={t('businessReactivateTitle', { name })}
      message={t('businessReactivateText')}
      confirmLabel={t('businessReactivate')}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
