import { useTranslation } from '../../lib/i18n/use-translation';
import { Check } from 'lucide-react';

// What a plan includes, in the reader's language, as the provider and the business read it.
export function PlanFeatures({ features }: { features: readonly { en: string; el: string }[] }) {
  const { t, i18n } = useTranslation();
  if (features.length === 0) return null;
  const greek = i18n.language === 'el';
  return (
    <ul aria-label={t('planFeatures')} className="space-y-1 text-sm">
      {features.map((feature, index) => (
        <li key={index} className="flex gap-2">
          <Check
            className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
            aria-hidden="true"
          />
          {greek ? feature.el : feature.en}
        </li>
      ))}
    </ul>
  );
}
