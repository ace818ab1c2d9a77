import { useTranslation } from '../../../lib/i18n/use-translation';
import { useWalletOffers } from '../api/get-wallet-offers';
import { orderWalletOffers } from '../wallet-offer-order';
import { OfferList } from './offer-list';

// The offers businesses advertise at the top of the wallet, above the coupons; nothing when none
// is advertised to this wallet now.
export function SponsoredOffers({
  walletKey,
  referralCode,
}: {
  walletKey: string;
  referralCode: string | null;
}) {
  const { t } = useTranslation();
  const offers = useWalletOffers(walletKey);
  const top = offers.data ? orderWalletOffers(offers.data.offers, offers.data.sponsored).top : [];
  if (top.length === 0) return null;
  return (
    <section aria-label={t('walletSponsoredOffers')} className="mt-6">
      <OfferList items={top} walletKey={walletKey} referralCode={referralCode} />
    </section>
  );
}
