import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

interface RowActionProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  danger?: boolean;
}

const rowActionClass = (danger: boolean) =>
  `rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 ${
    danger
      ? 'text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10'
      : 'text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-brand-500/10'
  }`;

// A compact text button for a row's actions, so that several fit beside a row.
export function RowAction({
  danger = false,
  className = '',
  type = 'button',
  ...props
}: RowActionProps) {
  return <button type={type} className={`${rowActionClass(danger)} ${className}`} {...props} />;
}

// A row's action that goes to another page, looking like the row's other actions.
export function RowLink({ className = '', ...props }: LinkProps) {
  return <Link className={`${rowActionClass(false)} ${className}`} {...props} />;
}
