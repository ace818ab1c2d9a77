import { minorToDecimal } from '@back-office/domain/accounting';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Badge } from '../../../components/ui/badge';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TagList } from '../../../components/ui/tag-list';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { formatAmount } from '../../../lib/format-amount';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import type { Product } from '../api/product-fields';
import { CATEGORY_LABELS, PRODUCT_STATUS_LABELS, PRODUCT_STATUS_TONES } from '../labels';
import { ProductThumbnail } from './product-thumbnail';

export type ProductColumnId =
  | 'name'
  | 'business'
  | 'category'
  | 'price'
  | 'currency'
  | 'sku'
  | 'stock'
  | 'lowStockThreshold'
  | 'status'
  | 'tags'
  | 'createdAt';

const columnHelper = createColumnHelper<Product>();

// The product columns both product tables choose from, in this order. The accessor columns are
// the ones the server sorts by.
export function useProductColumns(ids: readonly ProductColumnId[]): TableColumn<Product>[] {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const label = useValueLabel();

  const all: Record<ProductColumnId, TableColumn<Product>> = {
    name: columnHelper.accessor('name', {
      header: t('productName'),
      cell: ({ row: { original: product } }) => (
        <span className="flex items-center gap-3">
          <ProductThumbnail url={product.imageUrl} />
          <span className="font-medium">{product.name}</span>
        </span>
      ),
      meta: { primary: true, csv: (product) => product.name },
    }),
    business: columnHelper.display({
      id: 'business',
      header: t('columnBusiness'),
      cell: ({ row: { original: product } }) => product.merchantName,
      meta: { csv: (product) => product.merchantName },
    }),
    category: columnHelper.display({
      id: 'category',
      header: t('productCategory'),
      cell: ({ row: { original: product } }) => label(CATEGORY_LABELS, product.category),
      meta: { csv: (product) => label(CATEGORY_LABELS, product.category) },
    }),
    price: columnHelper.accessor('priceMinor', {
      id: 'price',
      header: t('productPrice'),
      cell: ({ row: { original: product } }) => (
        <span className="tabular-nums">{formatAmount(product.priceMinor, product.currency)}</span>
      ),
      meta: {
        align: 'end',
        // Exact, for spreadsheets: the screen rounds to whole units.
        csv: (product) => minorToDecimal(product.priceMinor),
      },
    }),
    currency: columnHelper.display({
      id: 'currency',
      header: t('productCurrency'),
      cell: ({ row: { original: product } }) => product.currency,
      meta: { hiddenByDefault: true, csv: (product) => product.currency },
    }),
    sku: columnHelper.display({
      id: 'sku',
      header: t('productSku'),
      cell: ({ row: { original: product } }) => (
        <span className="whitespace-nowrap">{product.sku ?? '—'}</span>
      ),
      meta: { csv: (product) => product.sku },
    }),
    stock: columnHelper.accessor('stockQuantity', {
      id: 'stock',
      header: t('productStock'),
      cell: ({ row: { original: product } }) => (
        <span className="inline-flex items-center gap-2">
          {product.lowStock && <Badge tone="warning">{t('productLowStock')}</Badge>}
          <span className="tabular-nums">{product.stockQuantity}</span>
        </span>
      ),
      meta: { align: 'end', csv: (product) => product.stockQuantity },
    }),
    lowStockThreshold: columnHelper.display({
      id: 'lowStockThreshold',
      header: t('productLowStockThreshold'),
      cell: ({ row: { original: product } }) => (
        <span className="tabular-nums">{product.lowStockThreshold}</span>
      ),
      meta: { align: 'end', csv: (product) => product.lowStockThreshold },
    }),
    status: columnHelper.display({
      id: 'status',
      header: t('productStatus'),
      cell: ({ row: { original: product } }) => (
        <StatusBadge
          status={product.status}
          labels={PRODUCT_STATUS_LABELS}
          tones={PRODUCT_STATUS_TONES}
        />
      ),
      meta: { csv: (product) => label(PRODUCT_STATUS_LABELS, product.status) },
    }),
    tags: columnHelper.display({
      id: 'tags',
      header: t('productTags'),
      cell: ({ row: { original: product } }) => <TagList tags={product.tags} />,
      meta: { csv: (product) => product.tags.join(', ') },
    }),
    createdAt: columnHelper.accessor('createdAt', {
      header: t('columnCreatedAt'),
      cell: ({ row: { original: product } }) => dates.date(product.createdAt),
      meta: { hiddenByDefault: true, csv: (product) => product.createdAt },
    }),
  };
  return ids.map((id) => all[id]);
}
