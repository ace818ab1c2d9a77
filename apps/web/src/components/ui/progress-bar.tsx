// A share done, in whole percent, as a bar with its figure beside it.
export function ProgressBar({
  value,
  label,
  tone = 'brand',
}: {
  value: number;
  // The accessible name, e.g. the course the bar is the progress of.
  label: string;
  tone?: 'brand' | 'success';
}) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={`h-full rounded-full transition-[width] ${
            tone === 'success'
              ? 'bg-emerald-600 dark:bg-emerald-500'
              : 'bg-brand-600 dark:bg-brand-500'
          }`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-10 text-right text-sm font-semibold tabular-nums" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
