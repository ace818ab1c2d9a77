import {
  OFFER_STATUSES,
  type OfferStatus,
  type ProductCategory,
  type ProductStatus,
} from '@back-office/domain/catalog';
import type { BadgeTone } from '../../components/ui/badge';
import type { TranslationKey } from '../../lib/i18n/en';

export const CATEGORY_LABELS: Record<ProductCategory, TranslationKey> = {
  'food-drink': 'categoryFoodDrink',
  coffee: 'categoryCoffee',
  bakery: 'categoryBakery',
  travel: 'categoryTravel',
  tours: 'categoryTours',
  wellness: 'categoryWellness',
  beauty: 'categoryBeauty',
  retail: 'categoryRetail',
  services: 'categoryServices',
  entertainment: 'categoryEntertainment',
};

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, TranslationKey> = {
  active: 'productStatusActive',
  draft: 'productStatusDraft',
  archived: 'productStatusArchived',
};

export const PRODUCT_STATUS_TONES: Record<ProductStatus, BadgeTone> = {
  active: 'success',
  draft: 'neutral',
  archived: 'warning',
};

export const OFFER_STATUS_LABELS: Record<OfferStatus, TranslationKey> = {
  pending: 'offerStatusPending',
  approved: 'offerStatusApproved',
  rejected: 'offerStatusRejected',
  paused: 'offerStatusPaused',
  ended: 'offerStatusEnded',
};

export const OFFER_STATUS_TONES: Record<OfferStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  paused: 'neutral',
  ended: 'info',
};

// The API sends the status as a plain string; an offer's moves are known for the domain's values.
export const isOfferStatus = (value: string): value is OfferStatus =>
  (OFFER_STATUSES as readonly string[]).includes(value);
