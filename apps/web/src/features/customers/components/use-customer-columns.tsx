import { minorToDecimal } from '@back-office/domain/accounting';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Amount } from '../../../components/ui/amount';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TagList } from '../../../components/ui/tag-list';
import { useBusinessCurrency } from '../../../lib/business-profile/use-business-currency';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { customerName, type Customer } from '../api/customer-fields';
import { CUSTOMER_STATUS_LABELS, CUSTOMER_STATUS_TONES } from '../labels';

const columnHelper = createColumnHelper<Customer>();

// The customer table's columns; the name opens the customer's detail.
export function useCustomerColumns(onOpen: (customer: Customer) => void): TableColumn<Customer>[] {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const currency = useBusinessCurrency();
  const label = useValueLabel();
  const count = (value: number) => <span className="tabular-nums">{value}</span>;

  return [
    columnHelper.display({
      id: 'name',
      header: t('customerName'),
      cell: ({ row: { original: customer } }) => (
        <button
          type="button"
          onClick={() => onOpen(customer)}
          className="rounded text-left font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
        >
          {customerName(customer)}
        </button>
      ),
      meta: { primary: true, csv: customerName },
    }),
    columnHelper.display({
      id: 'email',
      header: t('customerEmail'),
      cell: ({ row: { original: customer } }) => (
        <span className="break-all">{customer.email}</span>
      ),
      meta: { csv: (customer) => customer.email },
    }),
    columnHelper.display({
      id: 'phone',
      header: t('customerPhone'),
      cell: ({ row: { original: customer } }) => (
        <span className="whitespace-nowrap">{customer.phone ?? '—'}</span>
      ),
      meta: { csv: (customer) => customer.phone },
    }),
    columnHelper.display({
      id: 'status',
      header: t('customerStatus'),
      cell: ({ row: { original: customer } }) => (
        <StatusBadge
          status={customer.status}
          labels={CUSTOMER_STATUS_LABELS}
          tones={CUSTOMER_STATUS_TONES}
        />
      ),
      meta: { csv: (customer) => label(CUSTOMER_STATUS_LABELS, customer.status) },
    }),
    columnHelper.display({
      id: 'tags',
      header: t('customerTags'),
      cell: ({ row: { original: customer } }) => <TagList tags={customer.tags} />,
      meta: { csv: (customer) => customer.tags.join(', ') },
    }),
    columnHelper.display({
      id: 'coupons',
      header: t('customerCoupons'),
      cell: ({ row: { original: customer } }) => count(customer.couponsCount),
      meta: { align: 'end', csv: (customer) => customer.couponsCount },
    }),
    columnHelper.display({
      id: 'redemptions',
      header: t('customerRedemptions'),
      cell: ({ row: { original: customer } }) => count(customer.redemptionsCount),
      meta: { align: 'end', csv: (customer) => customer.redemptionsCount },
    }),
    columnHelper.display({
      id: 'spent',
      header: t('customerTotalSpent'),
      cell: ({ row: { original: customer } }) => (
        <Amount minorUnits={customer.totalSpentMinor} currency={currency} />
      ),
      meta: {
        align: 'end',
        // Exact, for spreadsheets: the screen rounds to whole units.
        csv: (customer) => minorToDecimal(customer.totalSpentMinor),
      },
    }),
    columnHelper.display({
      id: 'lastRedemption',
      header: t('customerLastRedemption'),
      cell: ({ row: { original: customer } }) =>
        customer.lastRedemptionAt ? (
          <span className="whitespace-nowrap tabular-nums">
            {dates.dateTime(customer.lastRedemptionAt)}
          </span>
        ) : (
          '—'
        ),
      meta: { csv: (customer) => customer.lastRedemptionAt },
    }),
  ];
}
