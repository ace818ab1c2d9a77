import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import type { Column } from '../../../components/ui/data-table/types';
import { formatAmount } from '../../../lib/format-amount';
import { formatDate } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { Product } from '../api/product-fields';
import { CATEGORY_LABELS, isCategory, isProductStatus, PRODUCT_STATUS_LABELS } from '../labels';
import { ProductStatusBadge } from './product-status-badge';
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
  const language = currentLanguage();
  const category = (value: string) => (isCategory(value) ? t(CATEGORY_LABELS[value]) : value);
  const status = (value: string) =>
    isProductStatus(value) ? t(PRODUCT_STATUS_LABELS[value]) : value;

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
      cell: (product) => category(product.category),
      csv: (product) => category(product.category),
    },
    price: {
      id: 'price',
      header: t('productPrice'),
      sortField: 'price',
      align: 'end',
      cell: (product) => (
        <span className="tabular-nums">{formatAmount(product.priceMinor, product.currency)}</span>
      ),
      // Exact, for spreadsheets: the screen rounds to whole units (SPEC §9).
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
      cell: (product) => <ProductStatusBadge status={product.status} />,
      csv: (product) => status(product.status),
    },
    tags: {
      id: 'tags',
      header: t('productTags'),
      cell: (product) => (
        <span className="flex flex-wrap gap-1">
          {product.tags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
        </span>
      ),
      csv: (product) => product.tags.join(', '),
    },
    createdAt: {
      id: 'createdAt',
      header: t('columnCreatedAt'),
      sortField: 'createdAt',
      hiddenByDefault: true,
      cell: (product) => formatDate(product.createdAt, language),
      csv: (product) => product.createdAt,
    },
  };
  return ids.map((id) => all[id]);
}
