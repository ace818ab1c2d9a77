import { PRODUCT_SORT_DEFAULT } from '@back-office/domain/constants';
import { useServerTable } from '../../../components/ui/data-table/use-server-table';
import { listProducts } from '../api/list-products';
import { PRODUCTS_KEY, type Product } from '../api/product-fields';
import { PRODUCT_FILTER_DEFAULTS, toProductFilter, type ProductFilters } from '../product-filter';

// The products of a product table, filtered and sorted: the marketplace's Products tab or stock
// control, each with its own cache entry.
export function useProductsTable(list: 'marketplace' | 'stock') {
  return useServerTable<Product, ProductFilters>({
    queryKey: [...PRODUCTS_KEY, list],
    fetchPage: ({ filters, search, sort, first, after }) =>
      listProducts({ filter: toProductFilter(filters, search), sort, first, after }),
    initialFilters: PRODUCT_FILTER_DEFAULTS,
    defaultSort: PRODUCT_SORT_DEFAULT,
    getRowId: (product) => product._id,
  });
}
