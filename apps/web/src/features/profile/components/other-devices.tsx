import { useTranslation } from '../../../lib/i18n/use-translation';
import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toast';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices';

// Ends every session of the employee but this one, e.g. after a phone was lost.
export function OtherDevices() {
  const { t } = useTranslation();
  const signOutOthers = useSignOutOtherDevices();
  return (
    <Button
      variant="secondary"
      loading={signOutOthers.isPending}
      onClick={() =>
        signOutOthers.mutate(undefined, {
          onSuccess: () => showToast('success', t('signedOutOtherDevices')),
        })
      }
    >
      {!signOutOthers.isPending && <LogOut className="size-4" aria-hidden="true" />}
      {signOutOthers.isPending ? t('signingOut') : t('profileSignOutOtherDevices')}
    </Button>
  );
}
