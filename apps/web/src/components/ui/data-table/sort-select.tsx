import type { Table } from '@tanstack/react-table';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { borderClass, inputClass } from '../text-field';
import { headerText } from './columns';

const DIRECTIONS = ['asc', 'desc'] as const;

// The sort of a phone's card list, which has no headers to click: one choice per sortable
// column and direction.
export function SortSelect<Row>({ grid }: { grid: Table<Row> }) {
  const { t } = useTranslation();
  const sortable = grid.getAllLeafColumns().filter((column) => column.getCanSort());
  if (sortable.length === 0) return null;
  const [current] = grid.getState().sorting;
  return (
    <select
      aria-label={t('tableSortBy')}
      className={`${inputClass} ${borderClass(false)} w-auto`}
      value={current ? `${current.id}:${current.desc ? 'desc' : 'asc'}` : ''}
      onChange={(event) => {
        const [id = '', direction] = event.target.value.split(':');
        grid.setSorting([{ id, desc: direction === 'desc' }]);
      }}
    >
      {sortable.flatMap((column) =>
        DIRECTIONS.map((direction) => (
          <option key={`${column.id}:${direction}`} value={`${column.id}:${direction}`}>
            {`${headerText(column)} ${direction === 'asc' ? '↑' : '↓'}`}
          </option>
        )),
      )}
    </select>
  );
}
