import { useTranslation } from '../../../lib/i18n/use-translation';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import { Badge } from '../../../components/ui/badge';
import { outcomeLabel } from '../scan-outcomes';

export function OutcomeBadge({ outcome }: { outcome: string }) {
  const { t } = useTranslation();
  const label = outcomeLabel(outcome);
  return (
    <Badge tone={outcome === RESULT_CODES.COUPON_REDEEMED ? 'success' : 'warning'}>
      {label ? t(label) : outcome}
    </Badge>
  );
}
