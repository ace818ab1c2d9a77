import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';
import { LIST_COUNT_LIMIT } from '@back-office/domain/constants';

const LIST = `query ($filter: ProductFilter) { product { list(filter: $filter) {
  items { name sku } totalCount totalCountIsExact hasNextPage } } }`;

// Enough rows that reading the table whole costs the planner more than an index does.
const ROWS = 20_000;

interface Page {
  items: { name: string; sku: string }[];
  totalCount: number;
  totalCountIsExact: boolean;
}

describe.each(DATABASE_KINDS)('the products list past the count limit on %s', (kind) => {
  let h: Harness;
  let token: string;
  const list = async (filter: Record<string, unknown> = {}) =>
    (await h.gql<{ product: { list: Page } }>(LIST, { filter }, { token })).data!.product.list;

  beforeAll(async () => {
    h = await createHarness(kind);
    token = (await signInTo(h, 'exec@demo.test', h.merchants.aroma)).token;
    await h.database.db.execute(sql`
      insert into products (merchant_id, name, category, price, stock_quantity, status, sku)
      select ${h.merchants.aroma}, 'Scale item ' || lpad(g::text, 5, '0'), 'coffee', g, 1, 'active', 'SCALE-' || g
      from generate_series(1, ${ROWS}) g`);
    await h.database.db.execute(sql`vacuum analyze products`);
  });
  afterAll(() => h?.close());

  it('says the total is larger than the bound instead of counting every row', async () => {
    const page = await list();
    expect(page.items).toHaveLength(20);
    expect(page.totalCount).toBe(LIST_COUNT_LIMIT);
    expect(page.totalCountIsExact).toBe(false);
  });

  it('counts exactly below the bound', async () => {
    const page = await list({ search: 'scale item 1234' });
    expect(page.items.map((p) => p.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Scale item 1234${i}`),
    );
    expect(page.totalCount).toBe(10);
    expect(page.totalCountIsExact).toBe(true);
    const bySku = await list({ search: 'SCALE-19999' });
    expect(bySku.items.map((p) => p.sku)).toEqual(['SCALE-19999']);
    expect(bySku.totalCountIsExact).toBe(true);
  });

  it('finds text inside names and SKUs through the trigram indexes', async () => {
    const plan = async (column: string) => {
      const result = await h.database.db.execute(
        sql`explain select id from products where ${sql.raw(column)} ilike ${'%12345%'}`,
      );
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    };
    expect(await plan('name')).toContain('products_name_trgm_idx');
    expect(await plan('sku')).toContain('products_sku_trgm_idx');
  });
});
