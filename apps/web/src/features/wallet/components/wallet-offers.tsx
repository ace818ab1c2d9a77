import { useTranslation } from 'react-i18next';
import { Gift, Lock } from 'lucide-react';
import { resultCodeText } from '@back-office/domain/result-codes';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatAmount } from '../../../lib/format-amount';
import { formatDate } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useLocalName } from '../../../lib/i18n/local-name';
import { showToast } from '../../../lib/toast';
import { useWalletOffers } from '../api/get-wallet-offers';
import { useTakeOffer } from '../api/take-offer';

export function WalletOffers({
  walletKey,
  referralCode,
}: {
  walletKey: string;
  referralCode: string | null;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const localName = useLocalName();
  const offers = useWalletOffers(walletKey);
  const take = useTakeOffer(walletKey, referralCode);

  function onTake(offerId: string) {
    take.mutate(offerId, {
      onSuccess: (result) => {
        if (result.success) {
          showToast('success', t('offerTaken'));
          return;
        }
        const refusal = resultCodeText(result.messageCode);
        showToast('error', refusal ? t(refusal) : result.messageCode);
      },
    });
  }

  if (!offers.data?.length) {
    return offers.isSuccess ? (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('walletNoOffers')}</p>
    ) : null;
  }
  return (
    <ul className="space-y-3">
      {offers.data.map((offer) => (
        <li
          key={offer._id}
          className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <Gift className="size-6 shrink-0 text-brand-600 dark:text-brand-500" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">
              {offer.merchantName}
            </p>
            <p className="font-semibold">{offer.title}</p>
            {offer.memberTier && (
              <Badge tone="info">
                <Lock className="mr-1 size-3" aria-hidden="true" />
                {t('walletMembersOnly', { tier: localName(offer.memberTier) })}
              </Badge>
            )}
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {formatAmount(offer.offerPriceMinor, offer.currency)} ·{' '}
              {t('validUntil', { date: formatDate(offer.validUntil, language) })}
            </p>
          </div>
          <Button
            aria-label={t('takeOfferNamed', { title: offer.title })}
            loading={take.isPending && take.variables === offer._id}
            disabled={take.isPending}
            onClick={() => onTake(offer._id)}
          >
            {t('takeOffer')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
