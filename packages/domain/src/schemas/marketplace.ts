import { z } from 'zod';
import { OFFER_STATUSES, PRODUCT_CATEGORIES, PRODUCT_STATUSES, MAX_TAGS } from '../catalog';
import { CURRENCIES, PRICE_RANGE, TEXTAREA_MAX } from '../constants';
import { MESSAGES } from '../messages';
import { maxLengthMessage, optionalText, requiredText } from './fields';

// Prices travel in minor units (cents); PRICE_RANGE is in major units.
export const priceMinorField = z
  .number({ error: MESSAGES.priceRange })
  .int({ error: MESSAGES.wholeNumber })
  .min(PRICE_RANGE.min * 100, { error: MESSAGES.priceRange })
  .max(PRICE_RANGE.max * 100, { error: MESSAGES.priceRange });

export const quantityField = z
  .number({ error: MESSAGES.wholeNumber })
  .int({ error: MESSAGES.wholeNumber })
  .min(0, { error: MESSAGES.quantityNotNegative })
  .max(1_000_000_000, { error: MESSAGES.wholeNumber });

const tagsField = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1)
      .max(40, { error: maxLengthMessage(40) }),
  )
  .max(MAX_TAGS)
  .transform((tags) => [...new Set(tags)]);

export const productInputSchema = z.object({
  name: requiredText(MESSAGES.productNameRequired),
  description: optionalText(TEXTAREA_MAX),
  category: z.enum(PRODUCT_CATEGORIES, { error: MESSAGES.unknownCategory }),
  priceMinor: priceMinorField,
  currency: z.enum(CURRENCIES).default('EUR'),
  sku: optionalText(64),
  stockQuantity: quantityField.default(0),
  lowStockThreshold: quantityField.default(5),
  status: z.enum(PRODUCT_STATUSES, { error: MESSAGES.unknownStatus }).default('draft'),
  tags: tagsField.default([]),
  imageId: z.uuid().nullish(),
});
export type ProductInput = z.output<typeof productInputSchema>;

const isoTime = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'Invalid date' });

export const offerInputSchema = z
  .object({
    productId: z.uuid({ error: MESSAGES.productNotFound }).nullish(),
    title: requiredText(MESSAGES.offerTitleRequired),
    description: optionalText(TEXTAREA_MAX),
    // Either a fixed offer price or a percentage off the product's price.
    offerPriceMinor: priceMinorField.nullish(),
    discountPercent: z
      .number({ error: MESSAGES.discountRange })
      .int({ error: MESSAGES.wholeNumber })
      .min(1, { error: MESSAGES.discountRange })
      .max(100, { error: MESSAGES.discountRange })
      .nullish(),
    validFrom: isoTime,
    validUntil: isoTime,
    quantityAvailable: quantityField.nullish(),
  })
  .refine((o) => Date.parse(o.validUntil) > Date.parse(o.validFrom), {
    error: MESSAGES.offerEndsBeforeStart,
    path: ['validUntil'],
  })
  .refine((o) => o.offerPriceMinor != null || (o.discountPercent != null && o.productId != null), {
    error: MESSAGES.priceRange,
    path: ['offerPriceMinor'],
  });
export type OfferInput = z.output<typeof offerInputSchema>;

export const offerStatusSchema = z.enum(OFFER_STATUSES, { error: MESSAGES.unknownStatus });

export const stockAdjustmentSchema = z.object({
  productId: z.uuid({ error: MESSAGES.productNotFound }),
  delta: z
    .number({ error: MESSAGES.wholeNumber })
    .int({ error: MESSAGES.wholeNumber })
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((d) => d !== 0, { error: MESSAGES.wholeNumber }),
  reason: requiredText(MESSAGES.reasonRequired, 500),
});
