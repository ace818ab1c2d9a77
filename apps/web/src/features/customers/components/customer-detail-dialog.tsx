import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Amount } from '../../../components/ui/amount';
import { Badge } from '../../../components/ui/badge';
import { Dialog } from '../../../components/ui/dialog';
import { QueryStatus } from '../../../components/ui/query-status';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TagList } from '../../../components/ui/tag-list';
import { useBusinessCurrency } from '../../../lib/business-profile/use-business-currency';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { isCurrency } from '../../../lib/format-amount';
import { customerName, type Customer } from '../api/customer-fields';
import { useCustomerDetail } from '../api/get-customer';
import { CUSTOMER_STATUS_LABELS, CUSTOMER_STATUS_TONES } from '../labels';
import { WalletLinkReissue } from './wallet-link-reissue';

interface CustomerDetailDialogProps {
  // The row that was clicked: its name titles the dialog while the detail loads.
  customer: Customer;
  // The business whose coupons are shown; null is the caller's own (every business for an ADMIN).
  merchantId: string | null;
  canReissue: boolean;
  onClose: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

// One customer: their details, counts, total spent and coupons, and a new wallet link.
export function CustomerDetailDialog({
  customer: row,
  merchantId,
  canReissue,
  onClose,
}: CustomerDetailDialogProps) {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const currency = useBusinessCurrency();
  const detail = useCustomerDetail(row._id, merchantId);
  const customer = detail.data?.customer ?? row;
  const couponsId = useId();

  return (
    <Dialog
      title={customerName(customer)}
      description={customer.email}
      onClose={onClose}
      closeLabel={t('close')}
    >
      <div className="space-y-5">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <Fact label={t('customerPhone')}>{customer.phone ?? '—'}</Fact>
          <Fact label={t('customerStatus')}>
            <StatusBadge
              status={customer.status}
              labels={CUSTOMER_STATUS_LABELS}
              tones={CUSTOMER_STATUS_TONES}
            />
          </Fact>
          <Fact label={t('customerCoupons')}>{customer.couponsCount}</Fact>
          <Fact label={t('customerRedemptions')}>{customer.redemptionsCount}</Fact>
          <Fact label={t('customerTotalSpent')}>
            <Amount minorUnits={customer.totalSpentMinor} currency={currency} />
          </Fact>
          <Fact label={t('customerLastRedemption')}>
            {customer.lastRedemptionAt ? dates.dateTime(customer.lastRedemptionAt) : '—'}
          </Fact>
          <Fact label={t('customerSince')}>{dates.date(customer.createdAt)}</Fact>
          <Fact label={t('customerTags')}>
            {customer.tags.length > 0 ? <TagList tags={customer.tags} /> : '—'}
          </Fact>
        </dl>

        <section aria-labelledby={couponsId} className="space-y-2">
          <h3 id={couponsId} className="text-sm font-semibold">
            {t('customerCoupons')}
          </h3>
          {detail.isPending || detail.isError ? (
            <QueryStatus failed={detail.isError} onRetry={() => void detail.refetch()} />
          ) : !detail.data || detail.data.coupons.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('customerCouponsEmpty')}
            </p>
          ) : (
            <ul
              aria-labelledby={couponsId}
              className="divide-y divide-slate-100 dark:divide-slate-800"
            >
              {detail.data.coupons.map((coupon) => (
                <li key={coupon.id} aria-label={coupon.name} className="py-2.5 text-sm">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{coupon.name}</p>
                      <p className="text-slate-600 dark:text-slate-400">{coupon.merchantName}</p>
                    </div>
                    <span className="shrink-0 font-medium">
                      <Amount
                        minorUnits={coupon.retailPriceMinor}
                        currency={isCurrency(coupon.currency) ? coupon.currency : undefined}
                      />
                    </span>
                  </div>
                  <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600 dark:text-slate-400">
                    {coupon.redeemed ? (
                      <Badge tone="success">
                        {coupon.redeemedAt
                          ? t('couponRedeemedOn', {
                              date: dates.dateTime(coupon.redeemedAt),
                            })
                          : t('couponRedeemed')}
                      </Badge>
                    ) : (
                      <Badge>{t('customerCouponNotRedeemed')}</Badge>
                    )}
                    <span>{t('validUntil', { date: dates.date(coupon.expiresAt) })}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        {canReissue && <WalletLinkReissue customerId={row._id} name={customerName(customer)} />}
      </div>
    </Dialog>
  );
}
