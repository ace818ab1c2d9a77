import { DEFAULT_LOW_STOCK_THRESHOLD, type ProductStatus } from '@back-office/domain/catalog';
import type { Currency } from '@back-office/domain/constants';
import { stripTags, validateTextarea } from '@back-office/domain/inputs';
import { productInputSchema } from '@back-office/domain/schemas/marketplace';
import { formSchema, majorUnits, minorUnits, optionalNumber } from '../../lib/forms';
import type { Product } from './api/product-fields';

// The fields carry ProductInput's names (priceMinor holds the price as typed, in major units),
// so the shared schema's and the server's messages land on them.
export interface ProductFormValues {
  name: string;
  description: string;
  category: string;
  priceMinor: string;
  currency: string;
  sku: string;
  stockQuantity: string;
  lowStockThreshold: string;
  status: string;
  // Comma-separated.
  tags: string;
  // undefined keeps the current image, null removes it, an id (of an upload) replaces it.
  imageId: string | null | undefined;
}

export const PRODUCT_FORM_FIELDS = [
  'name',
  'description',
  'category',
  'priceMinor',
  'currency',
  'sku',
  'stockQuantity',
  'lowStockThreshold',
  'status',
  'tags',
  'imageId',
] as const satisfies readonly (keyof ProductFormValues)[];

// A product is usually created to be sold; draft is one choice away.
const NEW_PRODUCT_STATUS: ProductStatus = 'active';

export function productFormValues(product: Product | null, currency: Currency): ProductFormValues {
  if (!product) {
    return {
      name: '',
      description: '',
      category: '',
      priceMinor: '',
      currency,
      sku: '',
      stockQuantity: '0',
      lowStockThreshold: String(DEFAULT_LOW_STOCK_THRESHOLD),
      status: NEW_PRODUCT_STATUS,
      tags: '',
      imageId: undefined,
    };
  }
  return {
    name: product.name,
    description: product.description ?? '',
    category: product.category,
    priceMinor: majorUnits(product.priceMinor),
    currency: product.currency,
    sku: product.sku ?? '',
    stockQuantity: String(product.stockQuantity),
    lowStockThreshold: String(product.lowStockThreshold),
    status: product.status,
    tags: product.tags.join(', '),
    imageId: undefined,
  };
}

// Typed text has its markup stripped. It is not escaped: React escapes what it shows, and
// stored entities would be shown as "&amp;" (decision 004).
const text = (value: string) => stripTags(value).trim();

export function toProductInput(form: ProductFormValues) {
  return {
    name: text(form.name),
    description: text(form.description) || null,
    category: form.category,
    priceMinor: minorUnits(form.priceMinor),
    currency: form.currency,
    sku: text(form.sku) || null,
    stockQuantity: optionalNumber(form.stockQuantity),
    lowStockThreshold: optionalNumber(form.lowStockThreshold),
    status: form.status,
    tags: form.tags.split(',').map(text).filter(Boolean),
    ...(form.imageId === undefined ? {} : { imageId: form.imageId }),
  };
}

// An unchosen category is missing, not unknown (the shared schema only knows the latter).
export const productFormSchema = formSchema(toProductInput, productInputSchema, (form) => ({
  category: form.category ? null : 'fieldRequired',
  description: validateTextarea(form.description),
}));
