import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { isOfferStatus, OFFER_STATUS_LABELS, OFFER_STATUS_TONES } from '../labels';

export function OfferStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isOfferStatus(status)) return <Badge>{status}</Badge>;
  return <Badge tone={OFFER_STATUS_TONES[status]}>{t(OFFER_STATUS_LABELS[status])}</Badge>;
}
