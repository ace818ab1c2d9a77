import { useTranslation } from '../../../lib/i18n/use-translation';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../button';

interface TablePaginationProps {
  totalCount: number;
  totalCountIsExact: boolean;
  pageIndex: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

// Cursor pages move one step at a time, so there is Previous and Next and no jump to page n.
export function TablePagination({
  totalCount,
  totalCountIsExact,
  pageIndex,
  pageCount,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: TablePaginationProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-400">
      <p role="status">
        {totalCountIsExact
          ? t('tableResults', { count: totalCount })
          : t('tableResultsMoreThan', { count: totalCount })}
      </p>
      {/* Wraps on a phone ("Page 1 of more than 50" and the two buttons pass 390 px), the
          buttons together on the next line rather than split between two. */}
      <div className="flex flex-wrap items-center gap-2">
        <span>
          {totalCountIsExact
            ? t('tablePageOf', { page: pageIndex + 1, pages: pageCount })
            : t('tablePageOfMoreThan', {
                page: pageIndex + 1,
                pages: Math.max(pageCount, pageIndex + 1),
              })}
        </span>
        <div className="flex gap-2">
          <Button variant="secondary" disabled={!hasPrevious} onClick={onPrevious}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            {t('tablePrevious')}
          </Button>
          <Button variant="secondary" disabled={!hasNext} onClick={onNext}>
            {t('tableNext')}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}
