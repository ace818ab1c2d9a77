import { describe, expect, it } from 'vitest';
import { campaignMoves, reviewMoves } from './campaign-moves';

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
