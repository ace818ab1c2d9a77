import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductSortField, ProductStatus } from '@back-office/domain/catalog';
import { LIST_COUNT_LIMIT } from '@back-office/domain/constants';
import { whereOf } from '../../db/conditions';
import type { Db } from '../../db/client';
import { employees, merchants, products, stockAdjustments } from '../../db/schema';
import { likePattern } from '../../graphql/pagination';

export type ProductRow = typeof products.$inferSelect;

export interface ProductListQuery {
  merchantId: string | null;
  category?: string | null;
  status?: string | null;
  priceMinMinor?: number | null;
  priceMaxMinor?: number | null;
  inStock?: boolean | null;
  lowStock?: boolean | null;
  tags?: string[] | null;
  search?: string | null;
  sort: { field: ProductSortField; direction: 'asc' | 'desc' };
  after: { value: string | number; id: string } | null;
  limit: number;
}

const SORT_COLUMNS: Record<ProductSortField, SQL> = {
  name: sql`p.name`,
  price: sql`p.price`,
  stock: sql`p.stock_quantity`,
  createdAt: sql`p.created_at`,
};

function filterConditions(q: ProductListQuery): SQL[] {
  const c: SQL[] = [];
  if (q.merchantId) c.push(sql`p.merchant_id = ${q.merchantId}`);
  if (q.category) c.push(sql`p.category = ${q.category}`);
  if (q.status) c.push(sql`p.status = ${q.status}`);
  if (q.priceMinMinor != null) c.push(sql`p.price >= ${q.priceMinMinor}`);
  if (q.priceMaxMinor != null) c.push(sql`p.price <= ${q.priceMaxMinor}`);
  if (q.inStock === true) c.push(sql`p.stock_quantity > 0`);
  if (q.inStock === false) c.push(sql`p.stock_quantity = 0`);
  if (q.lowStock) c.push(sql`p.stock_quantity <= p.low_stock_threshold`);
  if (q.tags?.length)
    c.push(
      sql`p.tags @> ${`{${q.tags.map((t) => `"${t.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`,
    );
  if (q.search) {
    const like = likePattern(q.search);
    c.push(sql`(p.name ilike ${like} or p.sku ilike ${like})`);
  }
  return c;
}

export interface ProductListRow extends ProductRow {
  merchantName: string;
  sortValue: string;
}

/** A page of products; keyset on (sort column, id), so a deep page costs what the first does. */
export async function listProducts(
  db: Db,
  q: ProductListQuery,
): Promise<{ rows: ProductListRow[]; total: number; totalIsExact: boolean }> {
  const column = SORT_COLUMNS[q.sort.field];
  const dir = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const conditions = filterConditions(q);
  const pageConditions = [...conditions];
  if (q.after) {
    const value =
      q.sort.field === 'createdAt' ? sql`${q.after.value}::timestamptz` : sql`${q.after.value}`;
    pageConditions.push(
      q.sort.direction === 'desc'
        ? sql`(${column}, p.id) < (${value}, ${q.after.id}::uuid)`
        : sql`(${column}, p.id) > (${value}, ${q.after.id}::uuid)`,
    );
  }
  const [page, count] = await Promise.all([
    db.execute(sql`
      select p.*, m.name as merchant_name, (${column})::text as sort_value
      from (select p.* from products p ${whereOf(pageConditions)} order by ${column} ${dir}, p.id ${dir} limit ${q.limit}) p
      join merchants m on m.id = p.merchant_id
      order by ${column} ${dir}, p.id ${dir}`),
    db.execute(
      sql`select count(*)::int as n from (select 1 from products p ${whereOf(conditions)} limit ${LIST_COUNT_LIMIT + 1}) p`,
    ),
  ]);
  const rows = (page as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    id: r.id as string,
    merchantId: r.merchant_id as string,
    name: r.name as string,
    description: (r.description as string | null) ?? null,
    category: r.category as string,
    price: Number(r.price),
    currency: r.currency as string,
    sku: (r.sku as string | null) ?? null,
    stockQuantity: Number(r.stock_quantity),
    lowStockThreshold: Number(r.low_stock_threshold),
    status: r.status as ProductStatus,
    tags: parseTextArray(r.tags),
    imageId: (r.image_id as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
    updatedAt: new Date(r.updated_at as string),
    merchantName: r.merchant_name as string,
    sortValue: r.sort_value as string,
  }));
  const counted = Number((count as unknown as { rows: { n: number }[] }).rows[0]!.n);
  return {
    rows,
    total: Math.min(counted, LIST_COUNT_LIMIT),
    totalIsExact: counted <= LIST_COUNT_LIMIT,
  };
}

// node-postgres parses text[] for us; PGlite may hand back the literal.
function parseTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  if (typeof value !== 'string' || value === '{}') return [];
  return value
    .slice(1, -1)
    .split(',')
    .map((t) => t.replace(/^"|"$/g, ''));
}

export async function findProduct(db: Db, id: string, merchantId: string | null) {
  const [row] = await db
    .select({ product: products, merchantName: merchants.name })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(and(eq(products.id, id), merchantId ? eq(products.merchantId, merchantId) : undefined))
    .limit(1);
  return row ? { ...row.product, merchantName: row.merchantName } : undefined;
}

export async function stockHistory(db: Db, productId: string) {
  return db
    .select({
      id: stockAdjustments.id,
      productId: stockAdjustments.productId,
      delta: stockAdjustments.delta,
      quantityAfter: stockAdjustments.quantityAfter,
      reason: stockAdjustments.reason,
      createdAt: stockAdjustments.createdAt,
      employeeName: sql<string | null>`${employees.firstName} || ' ' || ${employees.lastName}`,
    })
    .from(stockAdjustments)
    .leftJoin(employees, eq(employees.id, stockAdjustments.employeeId))
    .where(eq(stockAdjustments.productId, productId))
    .orderBy(desc(stockAdjustments.createdAt))
    .limit(200);
}

/**
 * Changes stock by delta in one conditional UPDATE (never below zero, whatever runs at the same
 * time) and appends the adjustment in the same statement.
 */
export async function adjustStock(
  db: Db,
  input: {
    productId: string;
    merchantId: string;
    delta: number;
    reason: string;
    employeeId: string;
  },
): Promise<number | null> {
  const result = await db.execute(sql`
    with upd as (
      update products set stock_quantity = stock_quantity + ${input.delta}, updated_at = now()
      where id = ${input.productId} and merchant_id = ${input.merchantId} and stock_quantity + ${input.delta} >= 0
      returning id, merchant_id, stock_quantity
    ), log as (
      insert into stock_adjustments (merchant_id, product_id, delta, quantity_after, reason, employee_id)
      select merchant_id, id, ${input.delta}, stock_quantity, ${input.reason}, ${input.employeeId} from upd
      returning quantity_after
    )
    select quantity_after from log`);
  const [row] = (result as unknown as { rows: { quantity_after: number }[] }).rows;
  return row ? Number(row.quantity_after) : null;
}
