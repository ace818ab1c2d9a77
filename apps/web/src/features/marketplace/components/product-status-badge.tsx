import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { isProductStatus, PRODUCT_STATUS_LABELS, PRODUCT_STATUS_TONES } from '../labels';

export function ProductStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isProductStatus(status)) return <Badge>{status}</Badge>;
  return <Badge tone={PRODUCT_STATUS_TONES[status]}>{t(PRODUCT_STATUS_LABELS[status])}</Badge>;
}
