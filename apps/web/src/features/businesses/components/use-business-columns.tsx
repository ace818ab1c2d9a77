import { useTranslation } from '../../../lib/i18n/use-translation';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import type { Column } from '../../../components/ui/data-table/types';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useLocalName } from '../../../lib/i18n/local-name';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import {
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUS_TONES,
} from '../../../lib/subscription-labels';
import type { Business } from '../api/business-fields';
import { BUSINESS_STATUS_LABELS, BUSINESS_STATUS_TONES } from '../labels';

// The columns of the businesses table: who the business is, whether it may work, what it pays
// for and how to reach it.
export function useBusinessColumns(): Column<Business>[] {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const label = useValueLabel();
  const localName = useLocalName();
  // The plan in the reader's language.
  const plan = (subscription: NonNullable<Business['subscription']>) =>
    localName({ nameEn: subscription.planNameEn, nameEl: subscription.planNameEl });

  return [
    {
      id: 'name',
      header: t('businessName'),
      primary: true,
      cell: (business) => (
        <span className="flex items-center gap-3">
          <Avatar name={business.name} src={business.companyLogo} className="size-9" />
          <span className="min-w-0">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{business.name}</span>
              {business.isProvider && <Badge tone="info">{t('businessProvider')}</Badge>}
            </span>
            <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
              {business.companyLegalName}
            </span>
          </span>
        </span>
      ),
      csv: (business) => business.name,
    },
    {
      id: 'legalName',
      header: t('companyLegalName'),
      hiddenByDefault: true,
      cell: (business) => business.companyLegalName,
      csv: (business) => business.companyLegalName,
    },
    {
      id: 'status',
      header: t('businessStatus'),
      cell: (business) => (
        <StatusBadge
          status={business.status}
          labels={BUSINESS_STATUS_LABELS}
          tones={BUSINESS_STATUS_TONES}
        />
      ),
      csv: (business) => label(BUSINESS_STATUS_LABELS, business.status),
    },
    {
      id: 'subscription',
      header: t('businessSubscription'),
      cell: ({ subscription }) =>
        subscription ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            <span>{plan(subscription)}</span>
            <StatusBadge
              status={subscription.status}
              labels={SUBSCRIPTION_STATUS_LABELS}
              tones={SUBSCRIPTION_STATUS_TONES}
            />
          </span>
        ) : (
          t('businessNoSubscription')
        ),
      csv: ({ subscription }) =>
        subscription
          ? `${plan(subscription)} (${label(SUBSCRIPTION_STATUS_LABELS, subscription.status)})`
          : null,
    },
    {
      id: 'contact',
      header: t('businessContact'),
      cell: (business) => (
        <span className="block min-w-0">
          {business.companyEmail && (
            <a
              href={`mailto:${business.companyEmail}`}
              className="block break-words text-brand-700 hover:underline dark:text-brand-100"
            >
              {business.companyEmail}
            </a>
          )}
          {business.companyPhone && (
            <span className="block whitespace-nowrap">{business.companyPhone}</span>
          )}
          {!business.companyEmail && !business.companyPhone && '—'}
        </span>
      ),
      csv: (business) =>
        [business.companyEmail, business.companyPhone].filter(Boolean).join(', ') || null,
    },
    {
      id: 'city',
      header: t('businessProfileCity'),
      hiddenByDefault: true,
      cell: (business) => business.companyCity ?? '—',
      csv: (business) => business.companyCity,
    },
    {
      id: 'stores',
      header: t('businessStores'),
      align: 'end',
      cell: (business) => <span className="tabular-nums">{business.storeCount}</span>,
      csv: (business) => business.storeCount,
    },
    {
      id: 'employees',
      header: t('businessEmployees'),
      align: 'end',
      hiddenByDefault: true,
      cell: (business) => <span className="tabular-nums">{business.employeeCount}</span>,
      csv: (business) => business.employeeCount,
    },
    {
      id: 'createdAt',
      header: t('columnCreatedAt'),
      cell: (business) => dates.date(business.createdAt),
      csv: (business) => business.createdAt,
    },
  ];
}
