import { useTranslation } from '../../../lib/i18n/use-translation';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryStatus } from '../../../components/ui/query-status';
import { usePageMeta } from '../../../lib/page-meta';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from './change-password-form';
import { MyTraining } from './my-training';
import { OtherDevices } from './other-devices';
import { ProfileDetailsForm } from './profile-details-form';

// Every signed-in user's own page: details, training, password, other devices.
export function ProfilePage() {
  const { t } = useTranslation();
  usePageMeta('pageProfile', 'pageProfileDescription');
  const profile = useProfile();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <PageHeader title={t('pageProfile')} description={t('pageProfileDescription')} />
      <Card title={t('profileDetailsTitle')}>
        {profile.data ? (
          <ProfileDetailsForm profile={profile.data} />
        ) : (
          <QueryStatus failed={profile.isError} onRetry={() => void profile.refetch()} />
        )}
      </Card>
      <Card title={t('trainingTitle')} description={t('trainingText')}>
        <MyTraining />
      </Card>
      <Card title={t('profileChangePassword')} description={t('profileChangePasswordText')}>
        <ChangePasswordForm />
      </Card>
      <Card title={t('profileOtherDevicesTitle')} description={t('profileOtherDevicesText')}>
        <OtherDevices />
      </Card>
    </div>
  );
}
