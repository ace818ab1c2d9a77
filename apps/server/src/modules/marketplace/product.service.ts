import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_SORT_FIELDS,
  PRODUCT_STATUSES,
  type ProductSortField,
} from '@back-office/domain/catalog';
import { DEFAULT_PAGE_SIZE, PRICE_RANGE } from '@back-office/domain/constants';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import { productInputSchema, stockAdjustmentSchema } from '@back-office/domain/schemas/marketplace';
import { images, products } from '../../db/schema';
import type { BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import { cursorPart, decodeCursor, pageArgs, pageOf } from '../../graphql/pagination';
import { parseArgs } from '../../graphql/validate';
import {
  adjustStock,
  findProduct,
  listProducts,
  stockHistory,
  type ProductRow,
} from './product.queries';
import { pgErrorCode, visibleMerchant } from '../../graphql/tenant';
import { msg } from '@back-office/domain/message-keys';

export function productView(p: ProductRow & { merchantName: string }) {
  return {
    _id: p.id,
    merchantId: p.merchantId,
    merchantName: p.merchantName,
    name: p.name,
    description: p.description,
    category: p.category,
    priceMinor: p.price,
    currency: p.currency,
    sku: p.sku,
    stockQuantity: p.stockQuantity,
    lowStockThreshold: p.lowStockThreshold,
    lowStock: p.stockQuantity <= p.lowStockThreshold,
    status: p.status,
    tags: p.tags,
    imageUrl: p.imageId ? `/images/${p.imageId}` : null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

const priceBound = z
  .number()
  .min(PRICE_RANGE.min, msg('priceRange'))
  .max(PRICE_RANGE.max, msg('priceRange'));

const listArgsSchema = z.object({
  filter: z
    .object({
      merchantId: z.uuid().nullish(),
      category: z.enum(PRODUCT_CATEGORIES, { error: msg('unknownCategory') }).nullish(),
      status: z.enum(PRODUCT_STATUSES, { error: msg('unknownStatus') }).nullish(),
      priceMin: priceBound.nullish(),
      priceMax: priceBound.nullish(),
      inStock: z.boolean().nullish(),
      lowStock: z.boolean().nullish(),
      tags: z.array(z.string().trim().toLowerCase().max(40)).max(20).nullish(),
      search: z.string().trim().max(100).nullish(),
    })
    .nullish(),
  sort: z
    .object({ field: z.enum(PRODUCT_SORT_FIELDS), direction: z.enum(['asc', 'desc']) })
    .nullish(),
  ...pageArgs,
});

// A cursor names the sort it was made for, so one of another sort is refused, not misread.
const SORT_VALUE: Record<ProductSortField, z.ZodType<string>> = {
  name: cursorPart.text,
  price: cursorPart.integer,
  stock: cursorPart.integer,
  createdAt: cursorPart.timestamp,
};

function productCursor(after: string | null | undefined, field: ProductSortField) {
  const key = decodeCursor(after, [z.literal(field), SORT_VALUE[field], cursorPart.uuid]);
  return key && { value: key[1], id: key[2] };
}

export async function listProductPage(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { filter, sort, first, after } = parseArgs(listArgsSchema, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const order = sort ?? { field: 'name' as const, direction: 'asc' as const };
  const { rows, total, totalIsExact } = await listProducts(ctx.db, {
    merchantId: visibleMerchant(caller, filter?.merchantId),
    category: filter?.category,
    status: filter?.status,
    priceMinMinor: filter?.priceMin != null ? Math.round(filter.priceMin * 100) : null,
    priceMaxMinor: filter?.priceMax != null ? Math.round(filter.priceMax * 100) : null,
    inStock: filter?.inStock,
    lowStock: filter?.lowStock,
    tags: filter?.tags,
    search: filter?.search || null,
    sort: order,
    after: productCursor(after, order.field),
    limit: limit + 1,
  });
  const page = pageOf(rows, limit, (r) => [order.field, r.sortValue, r.id]);
  return {
    ...page,
    items: page.items.map(productView),
    totalCount: total,
    totalCountIsExact: totalIsExact,
  };
}

const idSchema = z.object({ id: z.uuid({ error: msg('productNotFound') }) });

export async function getProduct(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const parsed = idSchema.safeParse(args);
  if (!parsed.success) return null;
  const product = await findProduct(ctx.db, parsed.data.id, visibleMerchant(caller));
  return product ? productView(product) : null;
}

const notFound = { success: false, messageCode: RESULT_CODES.PRODUCT_NOT_FOUND, product: null };

async function saved(ctx: GraphQLContext, id: string) {
  const product = await findProduct(ctx.db, id, null);
  return {
    success: true,
    messageCode: RESULT_CODES.PRODUCT_SAVED,
    product: product ? productView(product) : null,
  };
}

// An image id from another business is refused like an unknown one.
async function assertOwnImage(
  ctx: GraphQLContext,
  merchantId: string,
  imageId: string | null | undefined,
) {
  if (!imageId) return;
  const [row] = await ctx.db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.merchantId, merchantId)));
  if (!row) badUserInput('notAnImage', { imageId: 'notAnImage' });
}

function skuTaken(error: unknown): never {
  if (pgErrorCode(error) === '23505') badUserInput('skuTaken', { sku: 'skuTaken' });
  throw error;
}

export async function createProduct(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { input: unknown },
) {
  const input = parseArgs(productInputSchema, args.input);
  const { priceMinor, ...rest } = input;
  await assertOwnImage(ctx, caller.selectedBusiness.merchantId, input.imageId);
  try {
    const [row] = await ctx.db
      .insert(products)
      .values({ ...rest, price: priceMinor, merchantId: caller.selectedBusiness.merchantId })
      .returning({ id: products.id });
    return saved(ctx, row!.id);
  } catch (error) {
    return skuTaken(error);
  }
}

/**
 * What an update names: a field the client left out keeps its value, rather than taking the
 * create form's default (a draft, in euros, without tags or description).
 */
function namedFields<T extends object>(parsed: T, raw: unknown): Partial<T> {
  const named = new Set(raw && typeof raw === 'object' ? Object.keys(raw) : []);
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => named.has(key))) as Partial<T>;
}

export async function updateProduct(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { id: string; input: unknown },
) {
  const id = idSchema.safeParse(args);
  if (!id.success) return notFound;
  const existing = await findProduct(ctx.db, id.data.id, visibleMerchant(caller));
  if (!existing) return notFound;
  const { priceMinor, ...rest } = namedFields(
    parseArgs(productInputSchema, args.input),
    args.input,
  );
  await assertOwnImage(ctx, existing.merchantId, rest.imageId);
  try {
    // Stock changes go through adjustStock so that each one is in the history.
    const { stockQuantity: _ignored, ...editable } = rest;
    await ctx.db
      .update(products)
      .set({ ...editable, price: priceMinor, updatedAt: new Date() })
      .where(and(eq(products.id, existing.id), eq(products.merchantId, existing.merchantId)));
    return saved(ctx, existing.id);
  } catch (error) {
    return skuTaken(error);
  }
}

export async function archiveProduct(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const id = idSchema.safeParse(args);
  if (!id.success) return notFound;
  const existing = await findProduct(ctx.db, id.data.id, visibleMerchant(caller));
  if (!existing) return notFound;
  await ctx.db
    .update(products)
    .set({ status: 'archived', updatedAt: new Date() })
    .where(eq(products.id, existing.id));
  return saved(ctx, existing.id);
}

export async function adjustProductStock(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: unknown,
) {
  const input = parseArgs(stockAdjustmentSchema, args);
  const existing = await findProduct(ctx.db, input.productId, visibleMerchant(caller));
  if (!existing) return notFound;
  const after = await adjustStock(ctx.db, {
    ...input,
    merchantId: existing.merchantId,
    employeeId: caller.sub,
  });
  if (after === null)
    return badUserInput('stockWouldBeNegative', { delta: 'stockWouldBeNegative' });
  return saved(ctx, existing.id);
}

export async function productStockHistory(
  ctx: GraphQLContext,
  caller: BusinessCaller,
  args: { productId: string },
) {
  if (!z.uuid().safeParse(args.productId).success) return [];
  const existing = await findProduct(ctx.db, args.productId, visibleMerchant(caller));
  if (!existing) return [];
  const rows = await stockHistory(ctx.db, existing.id);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
