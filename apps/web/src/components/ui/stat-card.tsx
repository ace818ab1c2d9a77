import { useId, type ReactNode } from 'react';

// A figure at a glance (a total, a count) under its label, with optional detail below.
export function StatCard({
  label,
  value,
  children,
  testId,
}: {
  label: string;
  value: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  const labelId = useId();
  return (
    <section
      aria-labelledby={labelId}
      data-testid={testId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={labelId} className="text-sm font-medium text-slate-600 dark:text-slate-400">
        {label}
      </h2>
      <p className="mt-1 text-2xl font-bold tracking-tight">{value}</p>
      {children && <div className="mt-3 text-sm">{children}</div>}
    </section>
  );
}
