import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The next page of an affiliate list, under the rows shown. */
export function LoadMore({ pages }: { pages: Pages }) {
  const { t } = useTranslation();
  if (!pages.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button
        variant="secondary"
        loading={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {t('affiliateListMore')}
      </Button>
    </div>
  );
}
