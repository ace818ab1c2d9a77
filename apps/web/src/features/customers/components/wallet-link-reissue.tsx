import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Copy, KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inputClass, borderClass } from '../../../components/ui/text-field';
import { showToast } from '../../../lib/toast';
import { useReissueWalletKey } from '../api/reissue-wallet-key';

// "Re-issue wallet link": after a confirmation that the old link stops working, the customer
// gets a new one, shown here once (the server keeps only its hash) with a copy button.
export function WalletLinkReissue({ customerId, name }: { customerId: string; name: string }) {
  const { t } = useTranslation();
  const reissue = useReissueWalletKey();
  const [confirming, setConfirming] = useState(false);
  const [walletUrl, setWalletUrl] = useState<string | null>(null);
  const linkId = useId();
  const linkInput = useRef<HTMLInputElement>(null);

  async function reissueLink() {
    const result = await reissue.mutateAsync(customerId);
    if (!result.success || !result.walletUrl) {
      showToast('error', t('customerNotFound'));
      return;
    }
    setWalletUrl(result.walletUrl);
    showToast('success', t('walletKeyReissued'));
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      showToast('success', t('customerLinkCopied'));
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is ready to copy by hand.
      linkInput.current?.select();
      showToast('error', t('customerCopyFailed'));
    }
  }

  return (
    <div className="space-y-3">
      {walletUrl ? (
        <div className="space-y-2 rounded-xl bg-brand-50 p-3 dark:bg-brand-500/10">
          <label htmlFor={linkId} className="block text-sm font-semibold">
            {t('customerNewWalletLink')}
          </label>
          <div className="flex gap-2">
            <input
              id={linkId}
              ref={linkInput}
              readOnly
              value={walletUrl}
              aria-describedby={`${linkId}-hint`}
              onFocus={(event) => event.target.select()}
              className={`${inputClass} ${borderClass(false)} min-w-0 flex-1`}
            />
            <Button variant="secondary" onClick={() => void copy(walletUrl)}>
              <Copy className="size-4" aria-hidden="true" />
              {t('customerCopyLink')}
            </Button>
          </div>
          <p id={`${linkId}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
            {t('customerNewWalletLinkHint')}
          </p>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <KeyRound className="size-4" aria-hidden="true" />
          {t('customerReissueWallet')}
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('customerReissueTitle', { name })}
          message={t('customerReissueText')}
          confirmLabel={t('customerReissueConfirm')}
          danger
          onConfirm={reissueLink}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
