import { FILTER_DEFAULTS } from '@back-office/domain/constants';
import type { ProductFilter } from '../../gql/graphql';
import {
  FILTER_ALL,
  filterChoice,
  isRangeBound,
  parseRangeBound,
  parseTags,
} from '../../lib/list-filters';

// The product filters as a toolbar holds them: selects and typed text.
export interface ProductFilters {
  // ADMIN only; '' is every business.
  merchantId: string;
  category: string;
  status: string;
  priceMin: string;
  priceMax: string;
  // 'all', 'true' (in stock) or 'false' (out of stock).
  inStock: string;
  // Comma-separated; a product must carry every one.
  tags: string;
  lowStock: boolean;
}

const defaults = FILTER_DEFAULTS.products;

export const PRODUCT_FILTER_DEFAULTS: ProductFilters = {
  merchantId: '',
  category: defaults.category,
  status: defaults.status,
  priceMin: String(defaults.priceRange[0]),
  priceMax: String(defaults.priceRange[1]),
  inStock: defaults.inStock,
  tags: defaults.tags.join(', '),
  lowStock: false,
};

// A price bound in major units, or why not.
export function priceBoundError(text: string): string | null {
  return isRangeBound(text) ? null : 'priceRange';
}

function priceBound(text: string): number | null {
  return isRangeBound(text) ? parseRangeBound(text) : null;
}

// The API's filter: 'all' and empty mean no condition; a bound the toolbar marks as wrong is
// left out rather than sent to be refused.
export function toProductFilter(filters: ProductFilters, search: string): ProductFilter {
  const tags = parseTags(filters.tags);
  return {
    merchantId: filters.merchantId || null,
    category: filterChoice(filters.category),
    status: filterChoice(filters.status),
    priceMin: priceBound(filters.priceMin),
    priceMax: priceBound(filters.priceMax),
    inStock: filters.inStock === FILTER_ALL ? null : filters.inStock === 'true',
    lowStock: filters.lowStock || null,
    tags: tags.length > 0 ? tags : null,
    search: search || null,
  };
}
