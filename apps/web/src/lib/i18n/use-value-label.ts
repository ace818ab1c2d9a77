import { useTranslation } from './use-translation';
import type { TranslationKey } from './en';

// The words for one of a fixed list of values (a status, a plan, a category) by its label map.
// The API sends such values as plain strings: one only a newer server knows has no label and is
// shown as it came.
export function useValueLabel() {
  const { t } = useTranslation();
  return <TValue extends string>(labels: Record<TValue, TranslationKey>, value: string): string =>
    Object.hasOwn(labels, value) ? t(labels[value as TValue]) : value;
}
