import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Camera, CameraOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

function Screen({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
      {children}
    </div>
  );
}

export function CameraWaiting({ label }: { label: string }) {
  return (
    <Screen>
      <div role="status" className="flex flex-col items-center gap-3">
        <Spinner className="size-8" />
        <p>{label}</p>
      </div>
    </Screen>
  );
}

export function CameraBlocked({
  onRetry,
  onCancel,
}: {
  onRetry: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Screen>
      <CameraOff className="size-12 text-red-400" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{t('cameraBlocked')}</h2>
      <p className="max-w-sm text-slate-300">{t('cameraBlockedInstructions')}</p>
      <div className="flex gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button onClick={onRetry}>{t('retry')}</Button>
      </div>
    </Screen>
  );
}

export function CameraPrompt({
  onRequest,
  onCancel,
}: {
  onRequest: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Screen>
      <Camera className="size-12 text-brand-100" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{t('cameraPermissionRequired')}</h2>
      <p className="max-w-sm text-slate-300">{t('cameraPermissionExplanation')}</p>
      <div className="flex flex-col gap-3">
        <Button onClick={onRequest}>{t('requestCameraAccess')}</Button>
        <Button variant="ghost" className="text-white hover:bg-white/10" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </Screen>
  );
}
