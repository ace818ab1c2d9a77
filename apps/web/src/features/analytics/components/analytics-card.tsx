import { useId, type ReactNode } from 'react';
import { QueryStatus } from '../../../components/ui/query-status';
import { SectionErrorBoundary } from '../../../components/ui/section-error-boundary';

// One card of a dashboard: its own loading, error (the section error, 'Unable to load this
// section' with Retry) and empty states, so that one failing query leaves the other cards working.
export function AnalyticsCard({
  title,
  query,
  isEmpty,
  empty,
  children,
  className = '',
  testId,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  isEmpty?: boolean;
  empty?: string;
  children: () => ReactNode;
  className?: string;
  testId?: string;
}) {
  const headingId = useId();
  let body: ReactNode;
  if (query.isPending || query.isError)
    body = <QueryStatus failed={query.isError} onRetry={() => void query.refetch()} />;
  else if (isEmpty) body = <p className="py-8 text-center text-slate-500">{empty}</p>;
  else body = children();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={`min-w-0 space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <SectionErrorBoundary>{body}</SectionErrorBoundary>
    </section>
  );
}
