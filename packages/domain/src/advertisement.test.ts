import { describe, expect, it } from 'vitest';
import { campaignMoves, reviewMoves, termsChangeRefusal } from './advertisement';
import { msg } from './message-keys';

describe('a campaign’s moves', () => {
  it('lets a pending campaign change its terms or be withdrawn, and the provider decide it', () => {
    expect(campaignMoves({ status: 'pending', state: 'pending' })).toEqual(['edit', 'end']);
    expect(reviewMoves({ status: 'pending', state: 'pending' })).toEqual(['approve', 'reject']);
  });

  it('pauses a running or scheduled campaign and resumes a paused one; each can end', () => {
    expect(campaignMoves({ status: 'approved', state: 'active' })).toEqual([
      'edit',
      'pause',
      'end',
    ]);
    expect(campaignMoves({ status: 'approved', state: 'scheduled' })).toEqual([
      'edit',
      'pause',
      'end',
    ]);
    expect(campaignMoves({ status: 'paused', state: 'paused' })).toEqual(['edit', 'resume', 'end']);
    expect(reviewMoves({ status: 'approved', state: 'active' })).toEqual([]);
  });

  it('lets a campaign whose budget is spent take a larger budget, or end', () => {
    expect(campaignMoves({ status: 'approved', state: 'exhausted' })).toEqual(['edit', 'end']);
  });

  it('leaves nothing to do to a rejected or ended campaign', () => {
    expect(campaignMoves({ status: 'rejected', state: 'rejected' })).toEqual([]);
    expect(campaignMoves({ status: 'ended', state: 'ended' })).toEqual([]);
    // Past its last day, though never ended by hand.
    expect(campaignMoves({ status: 'approved', state: 'ended' })).toEqual([]);
  });
});

describe('changing a campaign’s terms', () => {
  const today = '2026-11-26';
  const current = {
    status: 'approved',
    startsOn: '2026-11-20',
    endsOn: '2026-12-20',
    priceMinor: 100,
    spentMinor: 500,
  };
  const terms = { startsOn: '2026-11-20', endsOn: '2026-12-31', priceMinor: 100, budgetMinor: 900 };

  it('keeps a running campaign’s price and started start, and the budget above the spend', () => {
    expect(termsChangeRefusal(current, terms, today)).toBeNull();
    expect(termsChangeRefusal(current, { ...terms, priceMinor: 90 }, today)).toBe(
      msg('priceLocked'),
    );
    expect(termsChangeRefusal(current, { ...terms, startsOn: '2026-11-28' }, today)).toBe(
      msg('startInPast'),
    );
    expect(termsChangeRefusal(current, { ...terms, budgetMinor: 400 }, today)).toBe(
      msg('budgetBelowSpend'),
    );
    expect(termsChangeRefusal(current, { ...terms, endsOn: '2026-11-25' }, today)).toBe(
      msg('endInPast'),
    );
  });

  it('moves a pending campaign’s start, but not into the past, and never an ended one', () => {
    const pending = { ...current, status: 'pending', startsOn: '2026-12-01', spentMinor: 0 };
    expect(
      termsChangeRefusal(pending, { ...terms, startsOn: '2026-12-02', priceMinor: 50 }, today),
    ).toBeNull();
    expect(termsChangeRefusal(pending, { ...terms, startsOn: '2026-11-25' }, today)).toBe(
      msg('startInPast'),
    );
    expect(termsChangeRefusal({ ...current, status: 'ended' }, terms, today)).toBe(
      msg('campaignInvalidTransition'),
    );
  });
});
