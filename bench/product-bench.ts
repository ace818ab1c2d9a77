import { PRODUCT_CATEGORIES } from '@back-office/domain/catalog';
import { type LoadResult, listScenarios } from './load';
import { benchAs } from './bench-database';
import { expectFullPage } from './graphql-client';
import { encodeCursor } from '../apps/server/src/graphql/pagination';

const LIST = `query ($filter: ProductFilter, $sort: ProductSort, $after: String) { product { list(filter: $filter, sort: $sort, after: $after) {
  items { _id name priceMinor stockQuantity status } totalCount totalCountIsExact endCursor hasNextPage } } }`;
const PRODUCTS = 100_000;

/** The products list with filters at 100,000 products of one business: first and deep pages. */
export async function productBench(
  url: string,
  databaseUrl: string,
  historyFirstPage: LoadResult | null,
): Promise<void> {
  await benchAs(url, databaseUrl, 'exec@demo.test', async (exec, client) => {
    await client.query(
      `insert into products (merchant_id, name, category, price, stock_quantity, status, tags, sku)
       select $1, 'Bench product ' || lpad(g::text, 6, '0'), ($3::text[])[1 + g % 10], (g * 7919) % 100000,
         g % 40, (array['active','active','draft','archived'])[1 + g % 4], array['bench', 'tag' || (g % 7)], 'B-' || g
       from generate_series(1, $2) g`,
      [exec.merchantId, PRODUCTS, PRODUCT_CATEGORIES],
    );
    // As autovacuum would soon after a bulk load: statistics, and the trigram indexes' pending
    // entries merged.
    await client.query('vacuum analyze products');
    const filter = { status: 'active', priceMin: 10, priceMax: 900 };
    const sort = { field: 'name', direction: 'asc' };
    const deep = await client.query(
      `select name, id from products where merchant_id = $1 and status = 'active' and price between 1000 and 90000
       order by name, id offset 20000 limit 1`,
      [exec.merchantId],
    );
    const after = encodeCursor(['name', deep.rows[0].name, deep.rows[0].id]);
    await expectFullPage(url, exec.token, LIST, { filter, sort, after }, 'deep products page');
    await listScenarios(
      `Products list at ${PRODUCTS.toLocaleString('en')} products of one business on PostgreSQL (with totalCount, exact up to 1,000)`,
      url,
      exec.token,
      LIST,
      [
        ['first page, default sort', {}],
        ['first page, filtered', { filter, sort }],
        ['filtered page after row 20,000', { filter, sort, after }],
        [
          'price desc, category filter',
          { filter: { category: 'coffee' }, sort: { field: 'price', direction: 'desc' } },
        ],
        ['search in names and SKUs', { filter: { search: 'product 01234' } }],
      ],
      historyFirstPage,
    );
  });
}
