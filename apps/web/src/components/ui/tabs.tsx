import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Key extends string> {
  key: Key;
  label: string;
}

interface TabsProps<Key extends string> {
  label: string;
  tabs: readonly TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  // The selected tab's panel.
  children: ReactNode;
}

// WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected one is in the
// tab order.
export function Tabs<Key extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<Key>) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next.key}"]`)?.focus();
  }

  return (
    <div>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-x-1 border-b border-slate-200 dark:border-slate-800"
      >
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`${baseId}-${tab.key}`}
              data-tab={tab.key}
              aria-selected={active}
              aria-controls={`${baseId}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={onKeyDown}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
                active
                  ? 'border-brand-600 text-brand-700 dark:text-brand-100'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-${selected}`}
        className="pt-6"
      >
        {children}
      </div>
    </div>
  );
}
