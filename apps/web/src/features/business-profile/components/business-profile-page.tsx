import { useTranslation } from '../../../lib/i18n/use-translation';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryStatus } from '../../../components/ui/query-status';
import { useBusinessProfile } from '../../../lib/business-profile/get-business-profile';
import { usePageMeta } from '../../../lib/page-meta';
import { useCan } from '../../../lib/session/use-can';
import { useMySubscription } from '../api/my-subscription';
import { BankDetailsForm } from './bank-details-form';
import { CompanyForm } from './company-form';
import { SettingsForm } from './settings-form';
import { SubscriptionBanner } from './subscription-banner';
import { SubscriptionCard } from './subscription-card';

// Everyone signed in reads the selected business's profile and subscription; ADMIN and
// EXECUTIVE edit the profile. A subscription that needs the business says so at the top.
export function BusinessProfilePage() {
  const { t } = useTranslation();
  usePageMeta('pageBusinessProfile', 'pageBusinessProfileDescription');
  const profile = useBusinessProfile();
  const can = useCan();
  const editable = can('business-profile:write');
  const mine = useMySubscription();
  // The provider sells the plans and subscribes to none: its staff get no empty card.
  const showSubscription = mine.isSuccess && (mine.data || !can('subscription:write'));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      {mine.data && <SubscriptionBanner mine={mine.data} />}
      <PageHeader
        title={t('pageBusinessProfile')}
        description={t('pageBusinessProfileDescription')}
      />
      {!editable && (
        <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {t('businessProfileReadOnly')}
        </p>
      )}
      {profile.data ? (
        // Keyed by business, so the forms start over with the fields of another business.
        <div key={profile.data.business._id} className="space-y-6">
          <Card title={t('businessProfileCompany')}>
            <CompanyForm business={profile.data.business} editable={editable} />
          </Card>
          <Card title={t('businessProfileSettings')} description={t('businessProfileSettingsText')}>
            <SettingsForm settings={profile.data.settings} editable={editable} />
          </Card>
          <Card title={t('businessProfileBank')} description={t('businessProfileBankText')}>
            <BankDetailsForm details={profile.data.bankDetails} editable={editable} />
          </Card>
          {showSubscription && <SubscriptionCard mine={mine.data ?? null} />}
        </div>
      ) : (
        <QueryStatus failed={profile.isError} onRetry={() => void profile.refetch()} />
      )}
    </div>
  );
}
