import { lazy, Suspense, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ScanLine } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { useCan } from '../../../lib/session/use-can';
import { useSession } from '../../../lib/session/use-session';
import { isScannerDevice, useIsScannerDevice } from '../scanner-device';
import { MobileRequiredSheet } from './mobile-required-sheet';

// The decoder and its WebAssembly come with the scanner's first opening, never with a page.
const QrScanner = lazy(() =>
  import('./qr-scanner').then((module) => ({ default: module.QrScanner })),
);

function ScannerLoading() {
  return createPortal(
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-950 text-white">
      <Spinner className="size-8" />
    </div>,
    document.body,
  );
}

// The header's QR scanner button: for those who may redeem coupons, and dimmed on a
// desktop, where it explains that scanning needs a phone or tablet.
export function ScannerButton() {
  const { t } = useTranslation();
  const { employee, selectedBusiness } = useSession();
  const can = useCan();
  const onScannerDevice = useIsScannerDevice();
  const [open, setOpen] = useState<'scanner' | 'mobile-required' | null>(null);
  const tooltipId = useId();
  if (!selectedBusiness || !employee || !can('scan:redeem')) return null;

  return (
    <>
      <span className="group relative inline-flex">
        <button
          type="button"
          onClick={() => setOpen(isScannerDevice() ? 'scanner' : 'mobile-required')}
          aria-label={t('openScanner')}
          aria-describedby={onScannerDevice ? undefined : tooltipId}
          className={`inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800 ${onScannerDevice ? '' : 'opacity-50'}`}
        >
          <ScanLine className="size-5" aria-hidden="true" />
        </button>
        {!onScannerDevice && (
          <span
            role="tooltip"
            id={tooltipId}
            className="pointer-events-none absolute top-full right-0 z-40 mt-2 hidden rounded-md bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white group-focus-within:block group-hover:block dark:bg-slate-700"
          >
            {t('useAppToScan')}
          </span>
        )}
      </span>
      {open === 'mobile-required' && <MobileRequiredSheet onClose={() => setOpen(null)} />}
      {open === 'scanner' && (
        <Suspense fallback={<ScannerLoading />}>
          <QrScanner
            business={selectedBusiness}
            employeeName={`${employee.firstName} ${employee.lastName}`}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
