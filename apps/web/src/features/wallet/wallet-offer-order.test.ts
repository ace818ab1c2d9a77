import { describe, expect, it } from 'vitest';
import { orderWalletOffers } from './wallet-offer-order';

const offer = (_id: string) => ({ _id, title: _id });

describe('the wallet’s offers', () => {
  it('puts wallet ads at the top, featured ones first in the list, and none of them twice', () => {
    const { top, list } = orderWalletOffers(
      [offer('a'), offer('b'), offer('c'), offer('d')],
      [
        { campaignId: 'k1', placement: 'wallet', offer: offer('c') },
        { campaignId: 'k2', placement: 'marketplace', offer: offer('b') },
      ],
    );
    expect(top).toEqual([{ offer: offer('c'), campaignId: 'k1' }]);
    expect(list).toEqual([
      { offer: offer('b'), campaignId: 'k2' },
      { offer: offer('a'), campaignId: null },
      { offer: offer('d'), campaignId: null },
    ]);
  });

  it('shows an offer advertised in both places once, by its first campaign', () => {
    const { top, list } = orderWalletOffers(
      [offer('a')],
      [
        { campaignId: 'k1', placement: 'wallet', offer: offer('a') },
        { campaignId: 'k2', placement: 'marketplace', offer: offer('a') },
      ],
    );
    expect(top).toEqual([{ offer: offer('a'), campaignId: 'k1' }]);
    expect(list).toEqual([]);
  });

  it('lists the offers as they come when nothing is advertised', () => {
    const { top, list } = orderWalletOffers([offer('a'), offer('b')], []);
    expect(top).toEqual([]);
    expect(list.map((item) => item.campaignId)).toEqual([null, null]);
  });
});
