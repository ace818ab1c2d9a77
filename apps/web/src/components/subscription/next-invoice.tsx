import { useTranslation } from '../../lib/i18n/use-translation';
import { useBusinessDateFormat } from '../../lib/business-profile/use-business-date-format';
import { Amount } from '../ui/amount';

// When a subscription's next renewal invoice is issued and for how much, or that none will be.
export function NextInvoice({
  subscription,
}: {
  subscription: {
    nextInvoiceAt?: string | null;
    nextInvoiceAmountMinor?: number | null;
    currency: string;
  };
}) {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const { nextInvoiceAt, nextInvoiceAmountMinor, currency } = subscription;
  if (!nextInvoiceAt) return <>{t('subscriptionNoNextInvoice')}</>;
  return (
    <span className="whitespace-nowrap">
      {dates.date(nextInvoiceAt)}
      {nextInvoiceAmountMinor != null && (
        <>
          {' · '}
          <Amount minorUnits={nextInvoiceAmountMinor} currency={currency} />
        </>
      )}
    </span>
  );
}
