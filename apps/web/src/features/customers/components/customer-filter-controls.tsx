import { useTranslation } from '../../../lib/i18n/use-translation';
import { CUSTOMER_STATUSES } from '@back-office/domain/people';
import { BusinessFilter } from '../../../components/ui/business-filter';
import { FilterInput } from '../../../components/ui/data-table/filter-input';
import { FilterSelect } from '../../../components/ui/data-table/filter-select';
import { RangeFilter } from '../../../components/ui/data-table/range-filter';
import type { ServerTable } from '../../../components/ui/data-table/use-server-table';
import type { Customer } from '../api/customer-fields';
import { spentRangeProblems, type CustomerFilters } from '../customer-filter';
import { CUSTOMER_STATUS_LABELS } from '../labels';

interface CustomerFilterControlsProps {
  table: ServerTable<Customer, CustomerFilters>;
  showBusiness: boolean;
}

// The customer filters: status, the spent range (0 to 999999) and tags; ADMIN's business.
export function CustomerFilterControls({ table, showBusiness }: CustomerFilterControlsProps) {
  const { t } = useTranslation();
  const { filters, setFilters } = table;
  const problems = spentRangeProblems(filters);

  return (
    <>
      {showBusiness && (
        <BusinessFilter
          value={filters.merchantId}
          onChange={(merchantId) => setFilters({ merchantId })}
        />
      )}
      <FilterSelect
        className="w-36"
        label={t('customerStatus')}
        value={filters.status}
        onChange={(status) => setFilters({ status })}
        options={CUSTOMER_STATUSES.map((value) => ({
          value,
          label: t(CUSTOMER_STATUS_LABELS[value]),
        }))}
      />
      <RangeFilter
        labels={{ min: t('filterSpentMin'), max: t('filterSpentMax') }}
        min={filters.spentMin}
        max={filters.spentMax}
        errors={{ min: problems.spentMin, max: problems.spentMax }}
        onCommitMin={(spentMin) => setFilters({ spentMin })}
        onCommitMax={(spentMax) => setFilters({ spentMax })}
      />
      <FilterInput
        className="w-44"
        label={t('customerTags')}
        placeholder={t('customerTagsPlaceholder')}
        value={filters.tags}
        onCommit={(tags) => setFilters({ tags })}
      />
    </>
  );
}
