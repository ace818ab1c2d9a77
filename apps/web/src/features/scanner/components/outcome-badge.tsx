import { useTranslation } from 'react-i18next';
import { MESSAGE_CODES } from '@back-office/domain/errors';
import { Badge } from '../../../components/ui/badge';
import { outcomeLabel } from '../scan-outcomes';

export function OutcomeBadge({ outcome }: { outcome: string }) {
  const { t } = useTranslation();
  const label = outcomeLabel(outcome);
  return (
    <Badge tone={outcome === MESSAGE_CODES.COUPON_REDEEMED ? 'success' : 'warning'}>
      {label ? t(label) : outcome}
    </Badge>
  );
}
