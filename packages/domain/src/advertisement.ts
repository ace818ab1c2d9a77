// Advertisement: a business pays the provider to put one of its approved offers in front of
// customers, and pays per redemption the ad brought to the counter. It travels with the
// /advertisement page, the wallet and the scanner.
import type { MessageKey } from './message-keys';

/** Where the offer is shown: above everything in the customer's wallet, or first among the
 * wallet's "Offers for you" (the customers' marketplace). */
export const CAMPAIGN_PLACEMENTS = ['wallet', 'marketplace'] as const;
export type CampaignPlacement = (typeof CAMPAIGN_PLACEMENTS)[number];

/** What is stored: the review's outcome and the business's own pause or end. */
export const CAMPAIGN_STATUSES = ['pending', 'approved', 'rejected', 'paused', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** What the page shows: the stored status read against the dates and the budget. */
export const CAMPAIGN_STATES = [
  'pending',
  'rejected',
  'scheduled',
  'active',
  'paused',
  'exhausted',
  'ended',
] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const ADVERTISEMENT_RULES = {
  /** The longest campaign, in days from its start to its end. */
  maxDays: 366,
  /** A campaign's budget: at most this many minor units (100,000.00). */
  maxBudgetMinor: 10_000_000,
  maxReasonLength: 500,
} as const;

export const ADVERTISEMENT_MESSAGES = {
  campaignCreated: 'Campaign sent for review',
  campaignSaved: 'Campaign saved',
  campaignApproved: 'Campaign approved',
  campaignRejected: 'Campaign rejected',
  campaignPaused: 'Campaign paused',
  campaignResumed: 'Campaign resumed',
  campaignEnded: 'Campaign ended',
  campaignNotFound: 'Campaign not found',
  offerNotApproved: 'Choose an approved offer of your business',
  placementUnknown: 'Choose where the offer is shown',
  datesInvalid: 'Enter the start and end dates',
  campaignEndBeforeStart: 'The end date must be on or after the start date',
  endInPast: 'The end date cannot be in the past',
  startInPast: 'The start date cannot be in the past',
  tooLong: 'A campaign runs for at most 366 days',
  budgetInvalid: 'Enter a budget above zero',
  campaignPriceInvalid: 'Enter a price per redemption above zero',
  amountTooLarge: 'A budget or price is at most 100,000.00',
  priceAboveBudget: 'The price per redemption cannot be more than the budget',
  budgetBelowSpend: 'The budget cannot be less than what the campaign has spent',
  priceLocked: 'The price per redemption of an approved campaign cannot be changed',
  rejectionReasonRequired: 'Give the reason for rejecting the campaign',
  campaignInvalidTransition: 'The campaign cannot do that in its current state',
} as const;

/** The state the page shows, from the stored status, the dates (days in the provider's time
 * zone, both included) and the spend. */
export function campaignState(
  c: {
    status: CampaignStatus;
    startsOn: string;
    endsOn: string;
    spentMinor: number;
    budgetMinor: number;
  },
  today: string,
): CampaignState {
  if (c.status === 'pending' || c.status === 'rejected' || c.status === 'ended') return c.status;
  if (today > c.endsOn) return 'ended';
  if (c.spentMinor >= c.budgetMinor) return 'exhausted';
  if (c.status === 'paused') return 'paused';
  return today < c.startsOn ? 'scheduled' : 'active';
}

/** What one attributed redemption costs the campaign: its price, or what is left of the budget
 * when that is less, so that spend never passes the budget. */
export function redemptionCharge(c: {
  priceMinor: number;
  budgetMinor: number;
  spentMinor: number;
}) {
  return Math.max(0, Math.min(c.priceMinor, c.budgetMinor - c.spentMinor));
}

/** Cost per redemption in minor units, rounded half up; null before the first one. */
export function costPerRedemption(spentMinor: number, redemptions: number): number | null {
  return redemptions > 0 ? Math.floor((2 * spentMinor + redemptions) / (2 * redemptions)) : null;
}

/** The stored statuses each of the business's own moves starts from; the server's statements
 * change a campaign only from these. */
export const CAMPAIGN_MOVES_FROM = {
  edit: ['pending', 'approved', 'paused'],
  pause: ['approved'],
  resume: ['paused'],
  end: ['pending', 'approved', 'paused'],
} as const satisfies Record<string, readonly CampaignStatus[]>;
export type CampaignMove = keyof typeof CAMPAIGN_MOVES_FROM;
export type ReviewMove = 'approve' | 'reject';

interface CampaignStanding {
  status: string;
  state: string;
}

const from = (move: CampaignMove, status: string) =>
  (CAMPAIGN_MOVES_FROM[move] as readonly string[]).includes(status);

/**
 * The moves the page offers, by what was decided (status) and what the page shows (state): terms
 * change until the campaign has ended or was rejected; a running or scheduled one pauses, a paused
 * one resumes, and any live one ends (a pending one is withdrawn so). An exhausted campaign is
 * not offered a pause, which would change nothing a customer sees.
 */
export function campaignMoves({ status, state }: CampaignStanding): CampaignMove[] {
  const moves: CampaignMove[] = [];
  if (from('edit', status) && state !== 'ended') moves.push('edit');
  if (from('pause', status) && (state === 'active' || state === 'scheduled')) moves.push('pause');
  if (from('resume', status) && state === 'paused') moves.push('resume');
  if (from('end', status) && state !== 'ended') moves.push('end');
  return moves;
}

/** The provider's review: a pending campaign is approved or rejected. */
export function reviewMoves({ status }: CampaignStanding): ReviewMove[] {
  return status === 'pending' ? ['approve', 'reject'] : [];
}

/**
 * Why new terms cannot replace a campaign's current ones, or null. Once approved the price stays;
 * a start may move only while it is still ahead (and never into the past); the budget stays at or
 * above the spend; an end cannot move into the past.
 */
export function termsChangeRefusal(
  current: {
    status: string;
    startsOn: string;
    endsOn: string;
    priceMinor: number;
    spentMinor: number;
  },
  terms: { startsOn: string; endsOn: string; priceMinor: number; budgetMinor: number },
  today: string,
): MessageKey | null {
  if (!from('edit', current.status)) return 'campaignInvalidTransition';
  const running = current.status !== 'pending';
  if (running && terms.priceMinor !== current.priceMinor) return 'priceLocked';
  const startMoved = terms.startsOn !== current.startsOn;
  if (startMoved && (terms.startsOn < today || (running && current.startsOn <= today)))
    return 'startInPast';
  if (terms.budgetMinor < current.spentMinor) return 'budgetBelowSpend';
  if (terms.endsOn !== current.endsOn && terms.endsOn < today) return 'endInPast';
  return null;
}
