// The wallet's offers in the order the customer sees them: the campaigns placed at the top of the
// wallet apart, those featured among the offers first in the list, then the rest. An offer shown
// as sponsored is not shown a second time.
export interface ListedOffer<Offer> {
  offer: Offer;
  // The campaign the offer is shown by: taking it there charges its redemption to the campaign.
  campaignId: string | null;
}

export function orderWalletOffers<Offer extends { _id: string }>(
  offers: readonly Offer[],
  sponsored: readonly { campaignId: string; placement: string; offer: Offer }[],
): { top: ListedOffer<Offer>[]; list: ListedOffer<Offer>[] } {
  const shown = new Set<string>();
  const top: ListedOffer<Offer>[] = [];
  const featured: ListedOffer<Offer>[] = [];
  // The server sends the wallet placement first: an offer advertised twice is shown at the top.
  for (const { campaignId, placement, offer } of sponsored) {
    if (shown.has(offer._id)) continue;
    shown.add(offer._id);
    (placement === 'wallet' ? top : featured).push({ offer, campaignId });
  }
  const plain = offers
    .filter((offer) => !shown.has(offer._id))
    .map((offer) => ({ offer, campaignId: null }));
  return { top, list: [...featured, ...plain] };
}
