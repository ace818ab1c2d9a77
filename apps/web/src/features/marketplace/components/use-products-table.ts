import { PRODUCT_SORT_DEFAULT } from '@back-office/domain/constants';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { useServerTable } from '../../../components/ui/data-table/use-server-table';
import { listProducts } from '../api/list-products';
import { PRODUCTS_KEY, type Product } from '../api/product-fields';
import { PRODUCT_FILTER_DEFAULTS, toProductFilter, type ProductFilters } from '../product-filter';

// Each list's remembered column choices.
const TABLE_IDS = { marketplace: 'marketplace-products', stock: 'stock-control' } as const;

// The products of a product table, filtered and sorted: the marketplace's Products tab or stock
// control, each with its own cache entry.
export function useProductsTable(list: keyof typeof TABLE_IDS, columns: TableColumn<Product>[]) {
  return useServerTable<Product, ProductFilters>({
    id: TABLE_IDS[list],
    columns,
    queryKey: [...PRODUCTS_KEY, list],
    fetchPage: ({ filters, search, sort, first, after }) =>
      listProducts({ filter: toProductFilter(filters, search), sort, first, after }),
    initialFilters: PRODUCT_FILTER_DEFAULTS,
    defaultSort: PRODUCT_SORT_DEFAULT,
    getRowId: (product) => product._id,
  });
}
