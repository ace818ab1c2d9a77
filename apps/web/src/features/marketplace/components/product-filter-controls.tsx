import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '@back-office/domain/catalog';
import { PRICE_RANGE } from '@back-office/domain/constants';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FilterInput } from '../../../components/ui/data-table/filter-input';
import type { ServerTable } from '../../../components/ui/data-table/use-server-table';
import { SelectField } from '../../../components/ui/select-field';
import type { Product } from '../api/product-fields';
import { CATEGORY_LABELS, PRODUCT_STATUS_LABELS } from '../labels';
import { priceBoundError, type ProductFilters } from '../product-filter';
import { BusinessFilter } from './business-filter';

interface ProductFilterControlsProps {
  table: ServerTable<Product, ProductFilters>;
  // The marketplace filters by SPEC §3's price, stock and tags; stock control by low stock.
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
      <SelectField
        className="w-44"
        label={t('productCategory')}
        value={filters.category}
        onChange={(event) => setFilters({ category: event.target.value })}
        options={[
          { value: 'all', label: t('filterAll') },
          ...PRODUCT_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_LABELS[value]) })),
        ]}
      />
      <SelectField
        className="w-36"
        label={t('productStatus')}
        value={filters.status}
        onChange={(event) => setFilters({ status: event.target.value })}
        options={[
          { value: 'all', label: t('filterAll') },
          ...PRODUCT_STATUSES.map((value) => ({ value, label: t(PRODUCT_STATUS_LABELS[value]) })),
        ]}
      />
      {kind === 'marketplace' ? (
        <>
          <FilterInput
            className="w-28"
            label={t('filterPriceMin')}
            inputMode="decimal"
            placeholder={String(PRICE_RANGE.min)}
            value={filters.priceMin}
            error={priceBoundError(filters.priceMin)}
            onCommit={(priceMin) => setFilters({ priceMin })}
          />
          <FilterInput
            className="w-28"
            label={t('filterPriceMax')}
            inputMode="decimal"
            placeholder={String(PRICE_RANGE.max)}
            value={filters.priceMax}
            error={priceBoundError(filters.priceMax)}
            onCommit={(priceMax) => setFilters({ priceMax })}
          />
          <SelectField
            className="w-36"
            label={t('filterInStock')}
            value={filters.inStock}
            onChange={(event) => setFilters({ inStock: event.target.value })}
            options={[
              { value: 'all', label: t('filterAll') },
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
