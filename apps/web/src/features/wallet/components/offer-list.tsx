import { useTranslation } from '../../../lib/i18n/use-translation';
import { Gift, Lock, Megaphone } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { WalletOfferFieldsFragment } from '../../../gql/graphql';
import { formatAmount } from '../../../lib/format-amount';
import { formatDate } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useLocalName } from '../../../lib/i18n/local-name';
import { showToast } from '../../../lib/toast';
import { useTakeOffer } from '../api/take-offer';
import type { ListedOffer } from '../wallet-offer-order';

// Offers the customer can take, each a card with its Take button; an advertised one is marked
// 'Sponsored' and taken through its campaign.
export function OfferList({
  items,
  walletKey,
  referralCode,
}: {
  items: readonly ListedOffer<WalletOfferFieldsFragment>[];
  walletKey: string;
  referralCode: string | null;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const localName = useLocalName();
  const take = useTakeOffer(walletKey, referralCode);

  function onTake(item: ListedOffer<WalletOfferFieldsFragment>) {
    take.mutate(
      { offerId: item.offer._id, campaignId: item.campaignId },
      {
        onSuccess: (result) => {
          if (result.success) {
            showToast('success', t('offerTaken'));
            return;
          }
          // Refusals are rare: their texts come when one is shown.
          void import('../wallet-notices').then((notices) =>
            notices.showRefusal(result.messageCode),
          );
        },
      },
    );
  }

  return (
    <ul className="space-y-3">
      {items.map((item) => {
        const { offer, campaignId } = item;
        const Icon = campaignId ? Megaphone : Gift;
        return (
          <li
            key={offer._id}
            className={`flex items-center gap-3 rounded-2xl border bg-white p-4 dark:bg-slate-900 ${
              campaignId
                ? 'border-brand-300 dark:border-brand-500/50'
                : 'border-slate-200 dark:border-slate-800'
            }`}
          >
            <Icon
              className="size-6 shrink-0 text-brand-600 dark:text-brand-500"
              aria-hidden="true"
            />
            <div className="min-w-0 flex-1">
              {campaignId && <Badge tone="info">{t('walletSponsored')}</Badge>}
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
              loading={take.isPending && take.variables?.offerId === offer._id}
              disabled={take.isPending}
              onClick={() => onTake(item)}
            >
              {t('takeOffer')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
