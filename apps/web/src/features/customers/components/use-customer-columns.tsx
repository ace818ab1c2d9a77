import { useTranslation } from '../../../lib/i18n/use-translation';
import { Amount } from '../../../components/ui/amount';
import type { Column } from '../../../components/ui/data-table/types';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TagList } from '../../../components/ui/tag-list';
import { useBusinessCurrency } from '../../../lib/business-profile/use-business-currency';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { customerName, type Customer } from '../api/customer-fields';
import { CUSTOMER_STATUS_LABELS, CUSTOMER_STATUS_TONES } from '../labels';

// The customer table's columns; the name opens the customer's detail.
export function useCustomerColumns(onOpen: (customer: Customer) => void): Column<Customer>[] {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const currency = useBusinessCurrency();
  const label = useValueLabel();
  const count = (value: number) => <span className="tabular-nums">{value}</span>;

  return [
    {
      id: 'name',
      header: t('customerName'),
      primary: true,
      cell: (customer) => (
        <button
          type="button"
          onClick={() => onOpen(customer)}
          className="rounded text-left font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
        >
          {customerName(customer)}
        </button>
      ),
      csv: customerName,
    },
    {
      id: 'email',
      header: t('customerEmail'),
      cell: (customer) => <span className="break-all">{customer.email}</span>,
      csv: (customer) => customer.email,
    },
    {
      id: 'phone',
      header: t('customerPhone'),
      cell: (customer) => <span className="whitespace-nowrap">{customer.phone ?? '—'}</span>,
      csv: (customer) => customer.phone,
    },
    {
      id: 'status',
      header: t('customerStatus'),
      cell: (customer) => (
        <StatusBadge
          status={customer.status}
          labels={CUSTOMER_STATUS_LABELS}
          tones={CUSTOMER_STATUS_TONES}
        />
      ),
      csv: (customer) => label(CUSTOMER_STATUS_LABELS, customer.status),
    },
    {
      id: 'tags',
      header: t('customerTags'),
      cell: (customer) => <TagList tags={customer.tags} />,
      csv: (customer) => customer.tags.join(', '),
    },
    {
      id: 'coupons',
      header: t('customerCoupons'),
      align: 'end',
      cell: (customer) => count(customer.couponsCount),
      csv: (customer) => customer.couponsCount,
    },
    {
      id: 'redemptions',
      header: t('customerRedemptions'),
      align: 'end',
      cell: (customer) => count(customer.redemptionsCount),
      csv: (customer) => customer.redemptionsCount,
    },
    {
      id: 'spent',
      header: t('customerTotalSpent'),
      align: 'end',
      cell: (customer) => <Amount minorUnits={customer.totalSpentMinor} currency={currency} />,
      // Exact, for spreadsheets: the screen rounds to whole units.
      csv: (customer) => (customer.totalSpentMinor / 100).toFixed(2),
    },
    {
      id: 'lastRedemption',
      header: t('customerLastRedemption'),
      cell: (customer) =>
        customer.lastRedemptionAt ? (
          <span className="whitespace-nowrap tabular-nums">
            {dates.dateTime(customer.lastRedemptionAt)}
          </span>
        ) : (
          '—'
        ),
      csv: (customer) => customer.lastRedemptionAt,
    },
  ];
}
