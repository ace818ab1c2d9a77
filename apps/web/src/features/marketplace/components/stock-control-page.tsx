import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { RowAction } from '../../../components/ui/data-table/row-action';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageMeta } from '../../../lib/page-meta';
import type { Product } from '../api/product-fields';
import { ProductFilterControls } from './product-filter-controls';
import { StockAdjustDialog } from './stock-adjust-dialog';
import { StockHistoryDialog } from './stock-history-dialog';
import { useProductColumns } from './use-product-columns';
import { useProductsTable } from './use-products-table';

// EXECUTIVE: the stock of every product of the business, low stock first to find, adjusted with
// a reason, with each product's history of changes.
export function StockControlPage() {
  const { t } = useTranslation();
  usePageMeta('pageStockControl', 'pageStockControlDescription');
  const [adjusting, setAdjusting] = useState<Product | null>(null);
  const [viewing, setViewing] = useState<Product | null>(null);

  const columns = useProductColumns([
    'name',
    'sku',
    'category',
    'stock',
    'lowStockThreshold',
    'status',
  ]);
  const table = useProductsTable('stock', columns);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader title={t('pageStockControl')} description={t('pageStockControlDescription')} />
      <DataTable
        table={table}
        label={t('stockTable')}
        rowLabel={(product) => product.name}
        searchLabel={t('productSearch')}
        filters={<ProductFilterControls table={table} kind="stock" showBusiness={false} />}
        exportName="stock"
        emptyText={t('productsEmpty')}
        rowActions={(product) => (
          <>
            <RowAction onClick={() => setAdjusting(product)}>{t('stockAdjust')}</RowAction>
            <RowAction onClick={() => setViewing(product)}>{t('stockHistory')}</RowAction>
          </>
        )}
      />
      {adjusting && <StockAdjustDialog product={adjusting} onClose={() => setAdjusting(null)} />}
      {viewing && <StockHistoryDialog product={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
