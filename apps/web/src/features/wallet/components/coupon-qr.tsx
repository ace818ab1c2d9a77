import { useTranslation } from '../../../lib/i18n/use-translation';
import { QR_TOKEN_TTL_SECONDS } from '@back-office/domain/constants';
import { secondsLeft, type WalletCoupon } from '../wallet-clock';
import { useNow } from '../use-now';
import { QrCodeImage } from './qr-code-image';

// The coupon's current code with the time it has left. The wallet query renews the code shortly
// before it expires; should that fail, the expired code is dimmed rather than offered.
export function CouponQr({
  qr,
  couponName,
  clockOffsetMs,
}: {
  qr: NonNullable<WalletCoupon['qr']>;
  couponName: string;
  clockOffsetMs: number;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const seconds = secondsLeft(qr.expiresAt, clockOffsetMs, now);
  const expired = seconds === 0;
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 dark:ring-slate-700">
        <QrCodeImage
          text={qr.text}
          label={t('qrCodeFor', { name: couponName })}
          className={`size-56 transition-opacity sm:size-64 ${expired ? 'opacity-20' : ''}`}
        />
      </div>
      <div className="w-full max-w-56 sm:max-w-64">
        <div className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-1000 ease-linear dark:bg-brand-500"
            style={{
              width: `${(Math.min(seconds, QR_TOKEN_TTL_SECONDS) / QR_TOKEN_TTL_SECONDS) * 100}%`,
            }}
          />
        </div>
        <p className="mt-1.5 text-center text-sm text-slate-600 tabular-nums dark:text-slate-400">
          {expired ? t('qrRenewing') : t('qrRenewsIn', { seconds })}
        </p>
      </div>
    </div>
  );
}
