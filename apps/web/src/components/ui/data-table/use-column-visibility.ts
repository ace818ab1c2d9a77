import { useState } from 'react';
import { readJson, writeJson } from '../../../lib/browser-storage';
import type { Column } from './types';

const STORAGE_PREFIX = 'back-office.hidden-columns.';

// Which columns a person has hidden, remembered per table on this device.
export function useColumnVisibility<Row>(tableId: string, columns: readonly Column<Row>[]) {
  const key = `${STORAGE_PREFIX}${tableId}`;
  const [hidden, setHidden] = useState<readonly string[]>(() => {
    const stored = readJson<unknown>(key);
    return Array.isArray(stored)
      ? stored.filter((id): id is string => typeof id === 'string')
      : columns.filter((column) => column.hiddenByDefault).map((column) => column.id);
  });

  function toggle(id: string) {
    const next = hidden.includes(id) ? hidden.filter((entry) => entry !== id) : [...hidden, id];
    setHidden(next);
    writeJson(key, next);
  }

  const visible = columns.filter((column) => column.primary || !hidden.includes(column.id));
  return { visible, hidden, toggle };
}
