import { useId, type CSSProperties, type ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../ui/button';

export interface LineColumn {
  key: string;
  // The column's width from a laptop up, as a CSS grid track ("minmax(12rem,2fr)", "6rem").
  track: string;
  // On a phone a column takes the card's full width unless `half`, which pairs it with the next.
  half?: boolean;
  render: (index: number) => ReactNode;
}

// The lines of a sale or an invoice, one card per line: on a phone the fields stacked (short
// ones in pairs); from a laptop's width (lg) one row per line, the fields side by side at widths
// that show their values, each line's total at its end, then the remove button.
export function LineItemsEditor({
  legend,
  ids,
  columns,
  lineTotal,
  removeLabel,
  addLabel,
  onAdd,
  onRemove,
  error,
}: {
  legend: string;
  ids: readonly string[];
  columns: readonly LineColumn[];
  lineTotal: (index: number) => ReactNode;
  removeLabel: (n: number) => string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const totalId = useId();
  const tracks = [...columns.map((column) => column.track), 'minmax(7rem,auto)', 'auto'].join(' ');
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">{legend}</legend>
      <ol className="space-y-3">
        {ids.map((id, index) => (
          <li
            key={id}
            data-testid="line-item"
            style={{ '--line-tracks': tracks } as CSSProperties}
            className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-lg border border-slate-200 p-3 lg:grid-cols-[var(--line-tracks)] lg:items-start dark:border-slate-700"
          >
            {columns.map((column) => (
              <div
                key={column.key}
                className={`min-w-0 ${column.half ? 'col-span-1' : 'col-span-2'} lg:col-span-1`}
              >
                {column.render(index)}
              </div>
            ))}
            <div className="col-span-1 min-w-0 lg:col-span-1 lg:text-right">
              <span
                id={`${totalId}-${index}`}
                className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
              >
                {t('lineTotal')}
              </span>
              <output className="block py-2 font-medium" aria-labelledby={`${totalId}-${index}`}>
                {lineTotal(index)}
              </output>
            </div>
            <div className="col-span-1 flex items-end justify-end lg:col-span-1 lg:self-end lg:pb-0.5">
              <Button
                variant="ghost"
                aria-label={removeLabel(index + 1)}
                title={removeLabel(index + 1)}
                disabled={ids.length === 1}
                onClick={() => onRemove(index)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <Button variant="secondary" onClick={onAdd}>
        <Plus className="size-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </fieldset>
  );
}
