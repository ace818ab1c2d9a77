import type { Row } from '@tanstack/react-table';
import { useTranslation } from '../../../lib/i18n/use-translation';

// A row's selection checkbox, named after the row so that a screen reader says what it selects.
export function RowCheckbox<Data>({
  row,
  name,
  className = '',
}: {
  row: Row<Data>;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <input
      type="checkbox"
      className={`size-4 accent-brand-600 ${className}`}
      aria-label={t('tableSelectRow', { name })}
      checked={row.getIsSelected()}
      onChange={row.getToggleSelectedHandler()}
    />
  );
}
