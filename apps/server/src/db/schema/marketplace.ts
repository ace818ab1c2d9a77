import type { ProductStatus } from '@back-office/domain/catalog';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytes';
import { employees, merchants } from './organisation';
import { createdAt, updatedAt } from './timestamps';

// Uploaded images live in the database so that every server process sees the same files.
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('images_merchant_idx').on(t.merchantId)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category').notNull(),
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('EUR'),
    sku: text('sku'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    status: text('status').$type<ProductStatus>().notNull().default('draft'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    uniqueIndex('products_merchant_sku_key').on(t.merchantId, t.sku),
    // Keyset pagination per sort order, within a business and across all of them (ADMIN).
    index('products_merchant_name_idx').on(t.merchantId, t.name, t.id),
    index('products_merchant_price_idx').on(t.merchantId, t.price, t.id),
    index('products_merchant_stock_idx').on(t.merchantId, t.stockQuantity, t.id),
    index('products_merchant_created_idx').on(t.merchantId, t.createdAt, t.id),
    // The active products at or below their threshold, which the dashboards count and list and
    // the low-stock check reads, without reading a business's every product.
    index('products_low_stock_idx')
      .on(t.merchantId, t.stockQuantity, t.name, t.id)
      .where(sql`${t.status} = 'active' and ${t.stockQuantity} <= ${t.lowStockThreshold}`),
    index('products_name_idx').on(t.name, t.id),
    index('products_tags_idx').using('gin', t.tags),
    // Search finds text anywhere in a name or SKU (`ilike '%text%'`): trigram indexes
    // (pg_trgm, created by migration 0004) serve it without reading every row.
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')),
  ],
);

// Append-only: a correction is a new row, never an edit.
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason').notNull(),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stock_adjustments_product_idx').on(t.productId, t.createdAt)],
);
