import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MoveHorizontal } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';

// A wide table's own sideways scroll, so the page never grows wider than the screen. While the
// table is wider than its region a hint says so; the keyboard reaches the scroll too (axe's
// scrollable-region-focusable). `relative` keeps what is positioned inside it (a header's
// visually hidden text) inside the scroll rather than widening the page.
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const region = useRef<HTMLDivElement>(null);
  const [wide, setWide] = useState(false);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const check = () => setWide(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="space-y-1">
      {wide && (
        <p className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
          <MoveHorizontal className="size-3.5" aria-hidden="true" />
          {t('tableScrollHint')}
        </p>
      )}
      <div
        ref={region}
        role="region"
        aria-label={label}
        tabIndex={0}
        className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
      >
        {children}
      </div>
    </div>
  );
}
