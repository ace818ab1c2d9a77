import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Columns3 } from 'lucide-react';
import type { Table } from '@tanstack/react-table';
import { Button } from '../button';
import { headerText } from './columns';

// A checkbox per column that may be hidden (every one but the row's name); closes on Escape and
// on a click elsewhere.
export function ColumnMenu<Row>({ grid }: { grid: Table<Row> }) {
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
          {grid
            .getAllLeafColumns()
            .filter((column) => !column.columnDef.meta?.primary)
            .map((column) => (
              <label
                key={column.id}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={column.getIsVisible()}
                  onChange={column.getToggleVisibilityHandler()}
                />
                {headerText(column)}
              </label>
            ))}
        </fieldset>
      )}
    </div>
  );
}
