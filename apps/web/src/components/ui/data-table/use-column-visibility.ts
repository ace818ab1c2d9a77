import { useState } from 'react';
import { functionalUpdate, type OnChangeFn, type VisibilityState } from '@tanstack/react-table';
import { readJson, writeJson } from '../../../lib/browser-storage';
import type { TableColumn } from './columns';

const STORAGE_PREFIX = 'back-office.hidden-columns.';

const columnId = <Row>(column: TableColumn<Row>) =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '');

// Which columns a person has hidden, remembered per table on this device as the list of hidden
// ids (the form earlier versions stored, so that no one's choice is lost).
export function useColumnVisibility<Row>(
  tableId: string,
  columns: readonly TableColumn<Row>[],
): { columnVisibility: VisibilityState; onColumnVisibilityChange: OnChangeFn<VisibilityState> } {
  const key = `${STORAGE_PREFIX}${tableId}`;
  const [hidden, setHidden] = useState<readonly string[]>(() => {
    const stored = readJson<unknown>(key);
    return Array.isArray(stored)
      ? stored.filter((id): id is string => typeof id === 'string')
      : columns.filter((column) => column.meta?.hiddenByDefault).map(columnId);
  });
  const primary = new Set(columns.filter((column) => column.meta?.primary).map(columnId));
  const columnVisibility: VisibilityState = Object.fromEntries(
    hidden.filter((id) => !primary.has(id)).map((id) => [id, false]),
  );

  return {
    columnVisibility,
    onColumnVisibilityChange: (updater) => {
      const next = functionalUpdate(updater, columnVisibility);
      const nextHidden = Object.keys(next).filter((id) => next[id] === false);
      setHidden(nextHidden);
      writeJson(key, nextHidden);
    },
  };
}
