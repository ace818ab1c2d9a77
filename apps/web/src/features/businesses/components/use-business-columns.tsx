import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import type { TableColumn } from '../../../components/ui/data-table/columns';
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

const columnHelper = createColumnHelper<Business>();

// The columns of the businesses table: who the business is, whether it may work, what it pays
// for and how to reach it.
export function useBusinessColumns(): TableColumn<Business>[] {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const label = useValueLabel();
  const localName = useLocalName();
  // The plan in the reader's language.
  const plan = (subscription: NonNullable<Business['subscription']>) =>
    localName({ nameEn: subscription.planNameEn, nameEl: subscription.planNameEl });

  return [
    columnHelper.display({
      id: 'name',
      header: t('businessName'),
      cell: ({ row: { original: business } }) => (
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
      meta: { primary: true, csv: (business) => business.name },
    }),
    columnHelper.display({
      id: 'legalName',
      header: t('companyLegalName'),
      cell: ({ row: { original: business } }) => business.companyLegalName,
      meta: { hiddenByDefault: true, csv: (business) => business.companyLegalName },
    }),
    columnHelper.display({
      id: 'status',
      header: t('businessStatus'),
      cell: ({ row: { original: business } }) => (
        <StatusBadge
          status={business.status}
          labels={BUSINESS_STATUS_LABELS}
          tones={BUSINESS_STATUS_TONES}
        />
      ),
      meta: { csv: (business) => label(BUSINESS_STATUS_LABELS, business.status) },
    }),
    columnHelper.display({
      id: 'subscription',
      header: t('businessSubscription'),
      cell: ({ row }) => {
        const { subscription } = row.original;
        return subscription ? (
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
        );
      },
      meta: {
        csv: ({ subscription }) =>
          subscription
            ? `${plan(subscription)} (${label(SUBSCRIPTION_STATUS_LABELS, subscription.status)})`
            : null,
      },
    }),
    columnHelper.display({
      id: 'contact',
      header: t('businessContact'),
      cell: ({ row: { original: business } }) => (
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
      meta: {
        csv: (business) =>
          [business.companyEmail, business.companyPhone].filter(Boolean).join(', ') || null,
      },
    }),
    columnHelper.display({
      id: 'city',
      header: t('businessProfileCity'),
      cell: ({ row: { original: business } }) => business.companyCity ?? '—',
      meta: { hiddenByDefault: true, csv: (business) => business.companyCity },
    }),
    columnHelper.display({
      id: 'stores',
      header: t('businessStores'),
      cell: ({ row: { original: business } }) => (
        <span className="tabular-nums">{business.storeCount}</span>
      ),
      meta: { align: 'end', csv: (business) => business.storeCount },
    }),
    columnHelper.display({
      id: 'employees',
      header: t('businessEmployees'),
      cell: ({ row: { original: business } }) => (
        <span className="tabular-nums">{business.employeeCount}</span>
      ),
      meta: { align: 'end', hiddenByDefault: true, csv: (business) => business.employeeCount },
    }),
    columnHelper.display({
      id: 'createdAt',
      header: t('columnCreatedAt'),
      cell: ({ row: { original: business } }) => dates.date(business.createdAt),
      meta: { csv: (business) => business.createdAt },
    }),
  ];
}
