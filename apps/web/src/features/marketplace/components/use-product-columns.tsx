import { useTranslation } from '../../../lib/i18n/use-translation';
import { Badge } from '../../../components/ui/badge';
import type { Column } from '../../../components/ui/data-table/types';
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

// The product columns both product tables choose from, in this order.
export function useProductColumns(ids: readonly ProductColumnId[]): Column<Product>[] {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const label = useValueLabel();

  const all: Record<ProductColumnId, Column<Product>> = {
    name: {
      id: 'name',
      header: t('productName'),
      primary: true,
      sortField: 'name',
      cell: (product) => (
        <span className="flex items-center gap-3">
          <ProductThumbnail url={product.imageUrl} />
          <span className="font-medium">{product.name}</span>
        </span>
      ),
      csv: (product) => product.name,
    },
    business: {
      id: 'business',
      header: t('columnBusiness'),
      cell: (product) => product.merchantName,
      csv: (product) => product.merchantName,
    },
    category: {
      id: 'category',
      header: t('productCategory'),
      cell: (product) => label(CATEGORY_LABELS, product.category),
      csv: (product) => label(CATEGORY_LABELS, product.category),
    },
    price: {
      id: 'price',
      header: t('productPrice'),
      sortField: 'price',
      align: 'end',
      cell: (product) => (
        <span className="tabular-nums">{formatAmount(product.priceMinor, product.currency)}</span>
      ),
      // Exact, for spreadsheets: the screen rounds to whole units.
      csv: (product) => (product.priceMinor / 100).toFixed(2),
    },
    currency: {
      id: 'currency',
      header: t('productCurrency'),
      hiddenByDefault: true,
      cell: (product) => product.currency,
      csv: (product) => product.currency,
    },
    sku: {
      id: 'sku',
      header: t('productSku'),
      cell: (product) => <span className="whitespace-nowrap">{product.sku ?? '—'}</span>,
      csv: (product) => product.sku,
    },
    stock: {
      id: 'stock',
      header: t('productStock'),
      sortField: 'stock',
      align: 'end',
      cell: (product) => (
        <span className="inline-flex items-center gap-2">
          {product.lowStock && <Badge tone="warning">{t('productLowStock')}</Badge>}
          <span className="tabular-nums">{product.stockQuantity}</span>
        </span>
      ),
      csv: (product) => product.stockQuantity,
    },
    lowStockThreshold: {
      id: 'lowStockThreshold',
      header: t('productLowStockThreshold'),
      align: 'end',
      cell: (product) => <span className="tabular-nums">{product.lowStockThreshold}</span>,
      csv: (product) => product.lowStockThreshold,
    },
    status: {
      id: 'status',
      header: t('productStatus'),
      cell: (product) => (
        <StatusBadge
          status={product.status}
          labels={PRODUCT_STATUS_LABELS}
          tones={PRODUCT_STATUS_TONES}
        />
      ),
      csv: (product) => label(PRODUCT_STATUS_LABELS, product.status),
    },
    tags: {
      id: 'tags',
      header: t('productTags'),
      cell: (product) => <TagList tags={product.tags} />,
      csv: (product) => product.tags.join(', '),
    },
    createdAt: {
      id: 'createdAt',
      header: t('columnCreatedAt'),
      sortField: 'createdAt',
      hiddenByDefault: true,
      cell: (product) => dates.date(product.createdAt),
      csv: (product) => product.createdAt,
    },
  };
  return ids.map((id) => all[id]);
}
