import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Columns3 } from 'lucide-react';
import { Button } from '../button';
import type { Column } from './types';

interface ColumnMenuProps<Row> {
  columns: readonly Column<Row>[];
  hidden: readonly string[];
  onToggle: (id: string) => void;
}

// A checkbox per column that may be hidden; closes on Escape and on a click elsewhere.
export function ColumnMenu<Row>({ columns, hidden, onToggle }: ColumnMenuProps<Row>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- Escape from the button or a checkbox inside closes the menu
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Columns3 className="size-4" aria-hidden="true" />
        {t('tableColumns')}
      </Button>
      {open && (
        <fieldset
          id={menuId}
          className="absolute right-0 z-20 mt-1 w-56 space-y-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <legend className="sr-only">{t('tableColumns')}</legend>
          {columns
            .filter((column) => !column.primary)
            .map((column) => (
              <label
                key={column.id}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={!hidden.includes(column.id)}
                  onChange={() => onToggle(column.id)}
                />
                {column.header}
              </label>
            ))}
        </fieldset>
      )}
    </div>
  );
}
