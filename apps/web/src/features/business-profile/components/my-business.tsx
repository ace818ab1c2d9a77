import { HomePanel } from '../../../components/ui/home-panel';
import { QueryStatus } from '../../../components/ui/query-status';
import { useBusinessProfile } from '../../../lib/business-profile/get-business-profile';
import { useTranslation } from '../../../lib/i18n/use-translation';

// The business the person works for, as its profile has it: how to reach it and where it is.
export function MyBusiness() {
  const { t } = useTranslation();
  const profile = useBusinessProfile();
  const business = profile.data?.business;
  const address = business
    ? [
        business.companyAddress,
        business.companyPostalCode,
        business.companyCity,
        business.companyCountry,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  return (
    <HomePanel
      title={t('homeMyBusiness')}
      link={{ to: '/business-profile', label: t('homeOpenBusiness') }}
      testId="home-my-business"
    >
      {!business ? (
        <QueryStatus failed={profile.isError} onRetry={() => void profile.refetch()} />
      ) : (
        <div className="space-y-1">
          <p className="text-lg font-semibold break-words">{business.name}</p>
          {business.companyLegalName && (
            <p className="break-words text-slate-600 dark:text-slate-400">
              {business.companyLegalName}
            </p>
          )}
          {address && <p className="break-words">{address}</p>}
          {business.companyPhone && (
            <p>
              <a
                className="text-brand-700 hover:underline dark:text-brand-100"
                href={`tel:${business.companyPhone}`}
              >
                {business.companyPhone}
              </a>
            </p>
          )}
          {business.companyEmail && (
            <p className="break-all">
              <a
                className="text-brand-700 hover:underline dark:text-brand-100"
                href={`mailto:${business.companyEmail}`}
              >
                {business.companyEmail}
              </a>
            </p>
          )}
        </div>
      )}
    </HomePanel>
  );
}
