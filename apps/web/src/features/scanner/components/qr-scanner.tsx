import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { X } from 'lucide-react';
import { SCAN_RETRIES } from '@back-office/domain/constants';
import { Avatar } from '../../../components/ui/avatar';
import { Spinner } from '../../../components/ui/spinner';
import { announce } from '../../../lib/announcer';
import type { Membership } from '../../../lib/session/session-store';
import { warmUpQrDecoder } from '../qr-decoder';
import { outcomeText } from '../scan-outcome-text';
import { useCamera } from '../use-camera';
import { useQrPolling } from '../use-qr-polling';
import { useScanFlow } from '../use-scan-flow';
import { CameraBlocked, CameraPrompt, CameraWaiting } from './camera-screens';
import { ScanResultSheet } from './scan-result-sheet';

// The full-screen scanner: who scans for which business, the camera, and the
// result of each scan. Loaded on first use only; it carries the QR decoder.
export function QrScanner({
  business,
  employeeName,
  onClose,
}: {
  business: Membership;
  employeeName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement | null>(null);
  const camera = useCamera();
  const { stream } = camera;
  const attachStream = useCallback(
    (element: HTMLVideoElement | null) => {
      video.current = element;
      if (!element || element.srcObject === stream) return;
      element.srcObject = stream;
      // Autoplay of a muted inline video is allowed; should play() be refused, frames still come.
      if (stream) element.play().catch(() => undefined);
    },
    [stream],
  );
  const merchant = business.merchantId;
  // The result is read out too, for a cashier who cannot see the sheet.
  const flow = useScanFlow(merchant._id, (outcome) => {
    const { title, message } = outcomeText(outcome, t);
    announce(`${title} ${message}`, outcome.kind === 'redeemed' ? 'polite' : 'assertive');
  });
  const scanning = camera.status === 'granted' && !flow.result;

  useQrPolling(video, scanning && !flow.processing, (text) => {
    void flow.onText(text);
  });

  useEffect(warmUpQrDecoder, []);

  // Full screen over the page: the page does not scroll behind it, and focus goes back to the
  // button that opened it.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') onClose();
  }

  // Closing the sheet after a success closes the scanner too; after a failure the
  // cashier is back at the camera.
  function onCloseResult() {
    if (flow.result?.kind === 'redeemed') onClose();
    else flow.dismiss();
  }

  return createPortal(
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- a modal dialog closes on Escape
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('scannerTitle')}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white"
    >
      <header className="relative z-10 flex items-center gap-3 bg-slate-950/70 px-4 py-3 backdrop-blur">
        <Avatar name={merchant.name} src={merchant.companyLogo} className="size-10" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{merchant.name}</p>
          <p className="truncate text-sm text-slate-300">
            {t('scanningAs', { name: employeeName })}
          </p>
        </div>
        <button
          type="button"
          // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the full-screen scanner opens on the user's click: focus moves into it
          autoFocus
          onClick={onClose}
          aria-label={t('closeScanner')}
          className="rounded-full p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X className="size-6" aria-hidden="true" />
        </button>
      </header>

      {/* Always in the page, so the stream has somewhere to play the moment it opens. */}
      <video
        ref={attachStream}
        muted
        playsInline
        autoPlay
        aria-hidden="true"
        className={`absolute inset-0 size-full object-cover ${scanning ? '' : 'invisible'}`}
      />

      {scanning && (
        <div className="relative flex flex-1 flex-col items-center justify-center gap-6 px-6">
          <div className="aspect-square w-full max-w-72 rounded-3xl border-4 border-white/80 shadow-[0_0_0_100vmax_rgba(2,6,23,0.45)]" />
          <p className="rounded-full bg-slate-950/70 px-4 py-2 text-center text-sm">
            {t('scannerAimHint')}
          </p>
          {flow.processing && (
            <div
              role="status"
              className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-950/70"
            >
              <Spinner className="size-8" />
              <p>
                {flow.retrying > 0
                  ? t('scanRetrying', { attempt: flow.retrying, of: SCAN_RETRIES })
                  : t('checkingCoupon')}
              </p>
            </div>
          )}
        </div>
      )}
      {camera.status === 'checking' && <CameraWaiting label={t('checkingCamera')} />}
      {camera.status === 'starting' && <CameraWaiting label={t('startingCamera')} />}
      {camera.status === 'prompt' && (
        <CameraPrompt onRequest={camera.requestAccess} onCancel={onClose} />
      )}
      {camera.status === 'denied' && <CameraBlocked onRetry={camera.retry} onCancel={onClose} />}

      {flow.result && (
        <ScanResultSheet outcome={flow.result} onScanAgain={flow.dismiss} onClose={onCloseResult} />
      )}
    </div>,
    document.body,
  );
}
