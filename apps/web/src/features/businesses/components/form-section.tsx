import type { ReactNode } from 'react';

// A titled part of a long dialog form; its title names the group for screen readers too.
export function FormSection({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 pt-2">
      <legend className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {title}
      </legend>
      {text && <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>}
      {children}
    </fieldset>
  );
}
