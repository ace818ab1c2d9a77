import { FILTER_DEFAULTS, PRICE_RANGE } from '@back-office/domain/constants';
import { MESSAGES } from '@back-office/domain/messages';
import type { ProductFilter } from '../../gql/graphql';

const ALL = 'all';

// SPEC §3's product filters as a toolbar holds them: selects and typed text.
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
  if (text.trim() === '') return null;
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value >= PRICE_RANGE.min && value <= PRICE_RANGE.max
    ? null
    : MESSAGES.priceRange;
}

function priceBound(text: string): number | null {
  return text.trim() === '' || priceBoundError(text) ? null : Number(text.trim().replace(',', '.'));
}

export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
}

// The API's filter: 'all' and empty mean no condition; a bound the toolbar marks as wrong is
// left out rather than sent to be refused.
export function toProductFilter(filters: ProductFilters, search: string): ProductFilter {
  const tags = parseTags(filters.tags);
  return {
    merchantId: filters.merchantId || null,
    category: filters.category === ALL ? null : filters.category,
    status: filters.status === ALL ? null : filters.status,
    priceMin: priceBound(filters.priceMin),
    priceMax: priceBound(filters.priceMax),
    inStock: filters.inStock === ALL ? null : filters.inStock === 'true',
    lowStock: filters.lowStock || null,
    tags: tags.length > 0 ? tags : null,
    search: search || null,
  };
}
