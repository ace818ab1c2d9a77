import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from './button';

/** A keyset list's next page, asked for under the rows while there is one. */
export function LoadMore({
  list,
  className = '',
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  className?: string;
}) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <div className={`flex justify-center ${className}`}>
      <Button
        variant="secondary"
        loading={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {t('loadMore')}
      </Button>
    </div>
  );
}
