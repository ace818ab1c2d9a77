import type { ButtonHTMLAttributes } from 'react';

interface RowActionProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  danger?: boolean;
}

// A compact text button for a row's actions, so that several fit beside a row.
export function RowAction({
  danger = false,
  className = '',
  type = 'button',
  ...props
}: RowActionProps) {
  return (
    <button
      type={type}
      className={`rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 ${
        danger
          ? 'text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10'
          : 'text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-brand-500/10'
      } ${className}`}
      {...props}
    />
  );
}
