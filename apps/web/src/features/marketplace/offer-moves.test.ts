import { describe, expect, it } from 'vitest';
import { allowedMoves, moveOf } from './offer-moves';

describe('offer moves', () => {
  it('name each step of OFFER_TRANSITIONS, a paused offer approved again being resumed', () => {
    expect(moveOf('pending', 'approved')).toBe('approve');
    expect(moveOf('paused', 'approved')).toBe('resume');
    expect(moveOf('pending', 'rejected')).toBe('reject');
    expect(moveOf('approved', 'paused')).toBe('pause');
    expect(moveOf('paused', 'ended')).toBe('end');
  });

  it('leave the decision on a pending offer to the provider', () => {
    expect(allowedMoves('pending', true)).toEqual(['approved', 'rejected']);
    expect(allowedMoves('pending', false)).toEqual([]);
    expect(allowedMoves('approved', false)).toEqual(['paused', 'ended']);
    expect(allowedMoves('paused', false)).toEqual(['approved', 'ended']);
    expect(allowedMoves('ended', true)).toEqual([]);
  });
});
