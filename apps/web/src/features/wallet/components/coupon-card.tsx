import { useTranslation } from '../../../lib/i18n/use-translation';
import { CheckCircle2, Clock } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { formatAmount } from '../../../lib/format-amount';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { CouponState, WalletCoupon } from '../wallet-clock';
import { CouponQr } from './coupon-qr';

export function CouponCard({
  coupon,
  state,
  clockOffsetMs,
}: {
  coupon: WalletCoupon;
  state: CouponState;
  clockOffsetMs: number;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { name, retailPriceMinor, currency } = coupon.metadata;
  return (
    <article
      aria-label={name}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${state === 'active' ? '' : 'opacity-75'}`}
    >
      <header className="flex items-center gap-3">
        <Avatar name={coupon.merchant.name} src={coupon.merchant.companyLogo} className="size-10" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">
            {coupon.merchant.name}
          </p>
          <h3 className="truncate font-semibold">{name}</h3>
        </div>
        <p className="shrink-0 text-lg font-bold tabular-nums">
          {formatAmount(retailPriceMinor, currency)}
        </p>
      </header>

      {state === 'active' && coupon.qr && (
        <div className="mt-4">
          <CouponQr qr={coupon.qr} couponName={name} clockOffsetMs={clockOffsetMs} />
          <p className="mt-3 text-center text-sm text-slate-600 dark:text-slate-400">
            {t('qrShowCashier')} {t('validUntil', { date: formatDate(coupon.expiresAt, language) })}
          </p>
        </div>
      )}

      {state === 'redeemed' && (
        <p className="mt-3 flex items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-400">
          <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
          <span>
            {coupon.redeemedAt
              ? t('couponRedeemedOn', { date: formatDateTime(coupon.redeemedAt, language) })
              : t('couponRedeemed')}
          </span>
        </p>
      )}

      {state === 'expired' && (
        <p className="mt-3 flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          <span>{t('couponExpiredOn', { date: formatDate(coupon.expiresAt, language) })}</span>
        </p>
      )}
    </article>
  );
}
