import { useTranslation } from '../../../lib/i18n/use-translation';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '@back-office/domain/catalog';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FilterInput } from '../../../components/ui/data-table/filter-input';
import { FilterSelect } from '../../../components/ui/data-table/filter-select';
import { RangeFilter } from '../../../components/ui/data-table/range-filter';
import type { ServerTable } from '../../../components/ui/data-table/use-server-table';
import type { Product } from '../api/product-fields';
import { CATEGORY_LABELS, PRODUCT_STATUS_LABELS } from '../labels';
import { priceBoundError, type ProductFilters } from '../product-filter';
import { BusinessFilter } from '../../../components/ui/business-filter';

interface ProductFilterControlsProps {
  table: ServerTable<Product, ProductFilters>;
  // The marketplace filters by price range, stock and tags; stock control by low stock.
  kind: 'marketplace' | 'stock';
  showBusiness: boolean;
}

export function ProductFilterControls({ table, kind, showBusiness }: ProductFilterControlsProps) {
  const { t } = useTranslation();
  const { filters, setFilters } = table;
  return (
    <>
      {showBusiness && (
        <BusinessFilter
          value={filters.merchantId}
          onChange={(merchantId) => setFilters({ merchantId })}
        />
      )}
      <FilterSelect
        className="w-44"
        label={t('productCategory')}
        value={filters.category}
        onChange={(category) => setFilters({ category })}
        options={PRODUCT_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_LABELS[value]) }))}
      />
      <FilterSelect
        className="w-36"
        label={t('productStatus')}
        value={filters.status}
        onChange={(status) => setFilters({ status })}
        options={PRODUCT_STATUSES.map((value) => ({
          value,
          label: t(PRODUCT_STATUS_LABELS[value]),
        }))}
      />
      {kind === 'marketplace' ? (
        <>
          <RangeFilter
            labels={{ min: t('filterPriceMin'), max: t('filterPriceMax') }}
            min={filters.priceMin}
            max={filters.priceMax}
            errors={{
              min: priceBoundError(filters.priceMin),
              max: priceBoundError(filters.priceMax),
            }}
            onCommitMin={(priceMin) => setFilters({ priceMin })}
            onCommitMax={(priceMax) => setFilters({ priceMax })}
          />
          <FilterSelect
            className="w-36"
            label={t('filterInStock')}
            value={filters.inStock}
            onChange={(inStock) => setFilters({ inStock })}
            options={[
              { value: 'true', label: t('filterInStockOnly') },
              { value: 'false', label: t('filterOutOfStock') },
            ]}
          />
          <FilterInput
            className="w-44"
            label={t('productTags')}
            placeholder={t('productTagsPlaceholder')}
            value={filters.tags}
            onCommit={(tags) => setFilters({ tags })}
          />
        </>
      ) : (
        <CheckboxField
          className="pb-2"
          label={t('filterLowStockOnly')}
          checked={filters.lowStock}
          onChange={(event) => setFilters({ lowStock: event.target.checked })}
        />
      )}
    </>
  );
}
