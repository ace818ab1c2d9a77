import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';

// The look the page, section and component fallbacks share; `compact` fits a small widget. As an
// alert it is read out when it replaces what failed.
export function ErrorScreen({
  title,
  text,
  actions,
  compact = false,
}: {
  title: string;
  text?: string;
  actions: ReactNode;
  compact?: boolean;
}) {
  return (
    <div
      role="alert"
      className={
        compact
          ? 'flex flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm dark:border-red-900 dark:bg-red-950/40'
          : 'mx-auto grid max-w-lg place-items-center px-4 py-16 text-center'
      }
    >
      <TriangleAlert
        className={
          compact
            ? 'size-4 text-red-600 dark:text-red-400'
            : 'size-10 text-red-600 dark:text-red-400'
        }
        aria-hidden="true"
      />
      <p className={compact ? 'font-medium' : 'mt-4 text-xl font-semibold'}>{title}</p>
      {text && <p className={compact ? '' : 'mt-2 text-slate-600 dark:text-slate-400'}>{text}</p>}
      <div className={compact ? 'flex gap-2' : 'mt-6 flex flex-wrap justify-center gap-3'}>
        {actions}
      </div>
    </div>
  );
}
