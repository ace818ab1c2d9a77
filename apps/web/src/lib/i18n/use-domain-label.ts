import type { DomainLabelKey } from './domain-labels';
import { useTranslation } from './use-translation';

// i18next's typed keys are literal; derived ones are looked up through this instead.
export function useDomainLabel(): (key: DomainLabelKey) => string {
  const { t } = useTranslation();
  return (key) => (t as unknown as (key: string) => string)(key);
}
