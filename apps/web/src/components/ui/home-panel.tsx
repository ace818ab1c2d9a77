import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';

// One part of a role's home (/): a titled panel with the way to the page where that work is done.
export function HomePanel({
  title,
  link,
  children,
  testId,
}: {
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid={testId}
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={titleId} className="text-base font-semibold">
        {title}
      </h2>
      <div className="mt-3 min-w-0 flex-1 text-sm">{children}</div>
      {link && (
        <Link
          to={link.to}
          className="mt-4 inline-flex items-center gap-1 self-start rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
        >
          {link.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </section>
  );
}

// A short line where a panel has nothing to list.
export function HomeEmpty({ children }: { children: ReactNode }) {
  return <p className="text-slate-600 dark:text-slate-400">{children}</p>;
}
