import { useTranslation } from '../../../lib/i18n/use-translation';
import { useWalletOffers } from '../api/get-wallet-offers';
import { orderWalletOffers } from '../wallet-offer-order';
import { OfferList } from './offer-list';

// "Offers for you": those advertised here (marked 'Sponsored') first, then the others.
export function WalletOffers({
  walletKey,
  referralCode,
}: {
  walletKey: string;
  referralCode: string | null;
}) {
  const { t } = useTranslation();
  const offers = useWalletOffers(walletKey);
  const list = offers.data ? orderWalletOffers(offers.data.offers, offers.data.sponsored).list : [];

  if (list.length === 0) {
    return offers.isSuccess ? (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('walletNoOffers')}</p>
    ) : null;
  }
  return <OfferList items={list} walletKey={walletKey} referralCode={referralCode} />;
}
