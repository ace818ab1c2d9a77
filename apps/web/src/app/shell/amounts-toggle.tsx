import { useTranslation } from '../../lib/i18n/use-translation';
import { Eye, EyeOff } from 'lucide-react';
import { setAmountsVisible, useAmountsVisible } from '../../lib/amounts-visibility';

// Hides money on screen, e.g. while a customer can see the counter's screen (remembered in the
// app_values_visible cookie).
export function AmountsToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const visible = useAmountsVisible();
  const Icon = visible ? EyeOff : Eye;
  const label = visible ? t('hideAmounts') : t('showAmounts');
  return (
    <button
      type="button"
      onClick={() => setAmountsVisible(!visible)}
      aria-label={withLabel ? undefined : label}
      className={`inline-flex min-h-9 items-center gap-2 rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800 ${withLabel ? 'px-3 text-sm font-medium' : 'size-9 justify-center'}`}
    >
      <Icon className="size-5" aria-hidden="true" />
      {withLabel && label}
    </button>
  );
}
