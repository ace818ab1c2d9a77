import { OFFER_TRANSITIONS, type OfferStatus } from '@back-office/domain/catalog';

export type OfferMove = 'approve' | 'resume' | 'reject' | 'pause' | 'end';

// What a step along OFFER_TRANSITIONS means to a person: approving a paused offer resumes it.
export function moveOf(from: OfferStatus, to: OfferStatus): OfferMove {
  if (to === 'approved') return from === 'paused' ? 'resume' : 'approve';
  if (to === 'rejected') return 'reject';
  if (to === 'paused') return 'pause';
  return 'end';
}

// Deciding on a pending offer (approve or reject) is the provider's; pausing, resuming and
// ending are the merchant's too. The server enforces the same.
export function allowedMoves(status: OfferStatus, mayApprove: boolean): readonly OfferStatus[] {
  return mayApprove || status !== 'pending' ? OFFER_TRANSITIONS[status] : [];
}

// Rejecting and ending cannot be taken back; their buttons are red.
export const isDestructive = (move: OfferMove) => move === 'reject' || move === 'end';

// Literal keys, so that the compiler checks each text's {{name}}.
export const MOVE_TEXTS = {
  approve: {
    action: 'offerApprove',
    title: 'offerApproveTitle',
    text: 'offerApproveText',
    done: 'offerApproved',
  },
  resume: {
    action: 'offerResume',
    title: 'offerResumeTitle',
    text: 'offerResumeText',
    done: 'offerResumed',
  },
  reject: {
    action: 'offerReject',
    title: 'offerRejectTitle',
    text: 'offerRejectText',
    done: 'offerRejected',
  },
  pause: {
    action: 'offerPause',
    title: 'offerPauseTitle',
    text: 'offerPauseText',
    done: 'offerPaused',
  },
  end: { action: 'offerEnd', title: 'offerEndTitle', text: 'offerEndText', done: 'offerEnded' },
} as const;
