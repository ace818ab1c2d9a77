import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { INSTALL_PROMPT_DELAY_MS } from '@back-office/domain/constants';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { TranslationKey } from '../../../lib/i18n/en';
import { readItem, writeItem } from '../../../lib/browser-storage';
import { installPromptDismissedKey } from '../../../lib/storage-keys';
import {
  currentInstallEnvironment,
  installPlatform,
  type InstallPlatform,
} from '../install-platform';

const STEPS: Record<InstallPlatform, readonly TranslationKey[]> = {
  ios: ['installIosStep1', 'installIosStep2', 'installIosStep3'],
  android: ['installAndroidStep1', 'installAndroidStep2', 'installAndroidStep3'],
};

// 1.5 s after a phone opens the app in its browser, the steps to add it to the home
// screen. 'Maybe Later' and 'Got it!' both dismiss it for good, for this employee.
export function InstallPrompt({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const [platform, setPlatform] = useState<InstallPlatform | null>(null);
  const dismissedKey = installPromptDismissedKey(employeeId);

  useEffect(() => {
    const detected = installPlatform(currentInstallEnvironment());
    if (!detected || readItem(dismissedKey) !== null) return;
    const timer = window.setTimeout(() => setPlatform(detected), INSTALL_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dismissedKey]);

  if (!platform) return null;

  function dismiss() {
    writeItem(dismissedKey, new Date().toISOString());
    setPlatform(null);
  }

  return (
    <Dialog
      title={t('addToHomeScreen')}
      description={t('installIntro')}
      onClose={dismiss}
      closeLabel={t('close')}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={dismiss}>
            {t('maybeLater')}
          </Button>
          <Button onClick={dismiss}>{t('gotIt')}</Button>
        </div>
      }
    >
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {STEPS[platform].map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
    </Dialog>
  );
}
