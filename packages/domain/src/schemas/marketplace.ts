import { z } from 'zod';
import { OFFER_STATUSES, PRODUCT_CATEGORIES, PRODUCT_STATUSES, MAX_TAGS } from '../catalog';
import { CURRENCIES, PRICE_RANGE, TEXTAREA_MAX } from '../constants';
import { maxLengthMessage, optionalText, requiredText } from './fields';
import { msg } from '../message-keys';

// Prices travel in minor units (cents); PRICE_RANGE is in major units.
export const priceMinorField = z
  .number({ error: msg('priceRange') })
  .int({ error: msg('wholeNumber') })
  .min(PRICE_RANGE.min * 100, { error: msg('priceRange') })
  .max(PRICE_RANGE.max * 100, { error: msg('priceRange') });

export const quantityField = z
  .number({ error: msg('wholeNumber') })
  .int({ error: msg('wholeNumber') })
  .min(0, { error: msg('quantityNotNegative') })
  .max(1_000_000_000, { error: msg('wholeNumber') });

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
  name: requiredText(msg('productNameRequired')),
  description: optionalText(TEXTAREA_MAX),
  category: z.enum(PRODUCT_CATEGORIES, { error: msg('unknownCategory') }),
  priceMinor: priceMinorField,
  currency: z.enum(CURRENCIES).default('EUR'),
  sku: optionalText(64),
  stockQuantity: quantityField.default(0),
  lowStockThreshold: quantityField.default(5),
  status: z.enum(PRODUCT_STATUSES, { error: msg('unknownStatus') }).default('draft'),
  tags: tagsField.default([]),
  imageId: z.uuid().nullish(),
});
export type ProductInput = z.output<typeof productInputSchema>;

const isoTime = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: msg('invalidDateTime') });

export const offerInputSchema = z
  .object({
    productId: z.uuid({ error: msg('productNotFound') }).nullish(),
    title: requiredText(msg('offerTitleRequired')),
    description: optionalText(TEXTAREA_MAX),
    // Either a fixed offer price or a percentage off the product's price.
    offerPriceMinor: priceMinorField.nullish(),
    discountPercent: z
      .number({ error: msg('discountRange') })
      .int({ error: msg('wholeNumber') })
      .min(1, { error: msg('discountRange') })
      .max(100, { error: msg('discountRange') })
      .nullish(),
    validFrom: isoTime,
    validUntil: isoTime,
    quantityAvailable: quantityField.nullish(),
  })
  .refine((o) => Date.parse(o.validUntil) > Date.parse(o.validFrom), {
    error: msg('offerEndsBeforeStart'),
    path: ['validUntil'],
  })
  .refine((o) => o.offerPriceMinor != null || (o.discountPercent != null && o.productId != null), {
    error: msg('priceRange'),
    path: ['offerPriceMinor'],
  });
export type OfferInput = z.output<typeof offerInputSchema>;

export const offerStatusSchema = z.enum(OFFER_STATUSES, { error: msg('unknownStatus') });

export const stockAdjustmentSchema = z.object({
  productId: z.uuid({ error: msg('productNotFound') }),
  delta: z
    .number({ error: msg('wholeNumber') })
    .int({ error: msg('wholeNumber') })
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((d) => d !== 0, { error: msg('wholeNumber') }),
  reason: requiredText(msg('reasonRequired'), 500),
});
