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
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id={labelId}
        className="text-sm font-medium break-words text-slate-600 dark:text-slate-400"
      >
        {label}
      </h2>
      <p className="mt-1 text-xl font-bold tracking-tight break-words sm:text-2xl">{value}</p>
      {children && <div className="mt-2 text-sm sm:mt-3">{children}</div>}
    </section>
  );
}
