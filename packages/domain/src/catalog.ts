// The marketplace's fixed lists: product categories and the states of products and offers.

export const PRODUCT_CATEGORIES = [
  'food-drink',
  'coffee',
  'bakery',
  'travel',
  'tours',
  'wellness',
  'beauty',
  'retail',
  'services',
  'entertainment',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

// pending → approved | rejected (by ADMIN); approved → paused ↔ approved; approved | paused → ended.
export const OFFER_STATUSES = ['pending', 'approved', 'rejected', 'paused', 'ended'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_TRANSITIONS: Record<OfferStatus, readonly OfferStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['paused', 'ended'],
  paused: ['approved', 'ended'],
  rejected: [],
  ended: [],
};

export const PRODUCT_SORT_FIELDS = ['name', 'price', 'stock', 'createdAt'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const MAX_TAGS = 20;
