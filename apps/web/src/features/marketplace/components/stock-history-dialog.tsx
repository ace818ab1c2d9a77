import { useTranslation } from '../../../lib/i18n/use-translation';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { TableMessage } from '../../../components/ui/data-table/table-message';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import type { Product } from '../api/product-fields';
import { useStockHistory } from '../api/stock-history';

// Every stock change of a product, newest first: how much, why, by whom and when. Entries are
// only ever added (redemptions add theirs), never edited.
export function StockHistoryDialog({
  product,
  onClose,
}: {
  product: Product;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const history = useStockHistory(product._id);

  return (
    <Dialog
      title={t('stockHistoryTitle', { name: product.name })}
      description={t('stockCurrent', { quantity: product.stockQuantity })}
      onClose={onClose}
      closeLabel={t('close')}
    >
      {history.isPending ? (
        <div className="flex justify-center py-8" role="status" aria-label={t('loading')}>
          <Spinner className="size-6" />
        </div>
      ) : history.isError ? (
        <TableMessage kind="error" onAction={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
          {t('stockHistoryEmpty')}
        </p>
      ) : (
        <ol
          aria-label={t('stockHistory')}
          className="divide-y divide-slate-100 dark:divide-slate-800"
        >
          {history.data.map((entry) => (
            <li key={entry.id} className="flex items-start gap-3 py-3">
              <span
                className={`w-14 shrink-0 text-right font-semibold tabular-nums ${
                  entry.delta < 0
                    ? 'text-red-700 dark:text-red-400'
                    : 'text-emerald-700 dark:text-emerald-400'
                }`}
              >
                {entry.delta > 0 ? `+${entry.delta}` : `−${Math.abs(entry.delta)}`}
              </span>
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words">{entry.reason}</p>
                <p className="text-slate-600 dark:text-slate-400">
                  {t('stockHistoryBy', {
                    name: entry.employeeName ?? t('stockHistoryUnknown'),
                    date: dates.dateTime(entry.createdAt),
                  })}
                </p>
              </div>
              <span className="shrink-0 text-sm text-slate-600 tabular-nums dark:text-slate-400">
                {t('stockHistoryAfter', { quantity: entry.quantityAfter })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
