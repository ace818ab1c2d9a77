import { useTranslation } from '../../../lib/i18n/use-translation';
import { Smartphone } from 'lucide-react';
import { Dialog } from '../../../components/ui/dialog';

export function MobileRequiredSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('mobileDeviceRequired')}
      description={t('qrScannerMobileOnly')}
      onClose={onClose}
      closeLabel={t('close')}
    >
      <div className="flex items-center gap-3 py-2">
        <Smartphone
          className="size-10 shrink-0 text-brand-600 dark:text-brand-500"
          aria-hidden="true"
        />
        <p className="font-medium">{t('useAppToScan')}</p>
      </div>
    </Dialog>
  );
}
