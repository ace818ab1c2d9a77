import type { TranslationKey } from '../../lib/i18n/en';
import { useValueLabel } from '../../lib/i18n/use-value-label';
import { Badge, type BadgeTone } from './badge';

interface StatusBadgeProps<TStatus extends string> {
  // As the API sends it: a status only a newer server knows shows as it came, in neutral.
  status: string;
  labels: Record<TStatus, TranslationKey>;
  tones: Record<TStatus, BadgeTone>;
}

// A status in a list: its words in the colour its label and tone maps give it.
export function StatusBadge<TStatus extends string>({
  status,
  labels,
  tones,
}: StatusBadgeProps<TStatus>) {
  const label = useValueLabel();
  const tone = Object.hasOwn(tones, status) ? tones[status as TStatus] : 'neutral';
  return <Badge tone={tone}>{label(labels, status)}</Badge>;
}
