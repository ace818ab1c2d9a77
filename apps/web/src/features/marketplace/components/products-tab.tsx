import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { RowAction } from '../../../components/ui/data-table/row-action';
import { useBusinessProfile } from '../../../lib/business-profile/get-business-profile';
import { useBusinessCurrency } from '../../../lib/business-profile/use-business-currency';
import { useCan } from '../../../lib/session/use-can';
import { showToast } from '../../../lib/toast';
import { useCreateFlag } from '../../../lib/use-create-flag';
import { useArchiveProducts } from '../api/archive-product';
import type { Product } from '../api/product-fields';
import { ProductFilterControls } from './product-filter-controls';
import { ProductFormDialog } from './product-form-dialog';
import { useProductColumns } from './use-product-columns';
import { useProductsTable } from './use-products-table';

// Opened by the page's Add button, or by ?isCreateOpen=true (the create menu).
export const CREATE_PRODUCT_MODAL = 'create-product';

// The marketplace's Products tab: every product of the business (of every business for an
// ADMIN), with its filters, create, edit and archive.
export function ProductsTab() {
  const { t } = useTranslation();
  const allBusinesses = useCan()('business:any');
  const create = useCreateFlag(CREATE_PRODUCT_MODAL);
  // A new product's currency is the business's: the form waits for it rather than guess.
  const profileLoading = useBusinessProfile().isPending;
  const currency = useBusinessCurrency();
  const [editing, setEditing] = useState<Product | null>(null);
  const [archiving, setArchiving] = useState<Product[] | null>(null);
  const archive = useArchiveProducts();

  const columns = useProductColumns([
    'name',
    ...(allBusinesses ? (['business'] as const) : []),
    'category',
    'price',
    'currency',
    'sku',
    'stock',
    'status',
    'tags',
    'createdAt',
  ]);
  const table = useProductsTable('marketplace', columns);

  async function archiveProducts(products: readonly Product[]) {
    await archive.mutateAsync(products.map((product) => product._id));
    showToast('success', t('productsArchived', { count: products.length }));
    table.clearSelection();
  }

  return (
    <>
      <DataTable
        table={table}
        label={t('productsTable')}
        rowLabel={(product) => product.name}
        searchLabel={t('productSearch')}
        filters={
          <ProductFilterControls table={table} kind="marketplace" showBusiness={allBusinesses} />
        }
        exportName="products"
        emptyText={t('productsEmpty')}
        bulkActions={(rows) => {
          const archivable = rows.filter((product) => product.status !== 'archived');
          return (
            <Button
              variant="danger"
              disabled={archivable.length === 0}
              onClick={() => setArchiving(archivable)}
            >
              {t('productArchiveSelected')}
            </Button>
          );
        }}
        rowActions={(product) => (
          <>
            <RowAction onClick={() => setEditing(product)}>{t('actionEdit')}</RowAction>
            {product.status !== 'archived' && (
              <RowAction danger onClick={() => setArchiving([product])}>
                {t('productArchive')}
              </RowAction>
            )}
          </>
        )}
      />

      {create.isOpen && !profileLoading && (
        <ProductFormDialog product={null} currency={currency} onClose={() => create.close()} />
      )}
      {editing && (
        <ProductFormDialog product={editing} currency={currency} onClose={() => setEditing(null)} />
      )}
      {archiving && (
        <ConfirmDialog
          title={
            archiving.length === 1 && archiving[0]
              ? t('productArchiveTitle', { name: archiving[0].name })
              : t('productArchiveManyTitle', { count: archiving.length })
          }
          message={t('productArchiveText')}
          confirmLabel={t('productArchive')}
          danger
          onConfirm={() => archiveProducts(archiving)}
          onClose={() => setArchiving(null)}
        />
      )}
    </>
  );
}
