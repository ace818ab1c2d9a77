// Affiliates, their commissions and payouts: states, limits and the texts of their answers.
// Like the money texts, these travel with the pages that use them, not with the sign-in page.
import type { MessageKey } from './message-keys';

export const AFFILIATE_KINDS = ['person', 'business'] as const;
export type AffiliateKind = (typeof AFFILIATE_KINDS)[number];
export const AFFILIATE_STATUSES = ['pending', 'active', 'suspended'] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];
export const COMMISSION_SCOPES = ['business', 'customer'] as const;
export type CommissionScope = (typeof COMMISSION_SCOPES)[number];
export const COMMISSION_KINDS = ['percent', 'fixed'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];
export const COMMISSION_STATUSES = ['pending', 'approved', 'rejected', 'paid'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
export const RULE_STATES = ['draft', 'active', 'retired'] as const;
export type RuleState = (typeof RULE_STATES)[number];
export const PAYOUT_STATUSES = ['draft', 'approved', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_METHODS = ['Bank transfer', 'Cash', 'Card', 'Other'] as const;

/** From this much referred volume in the month (minor units), the rate is `rateBp`. */
export interface CommissionTier {
  fromMinor: number;
  rateBp: number;
}

/** 100 % in basis points: a rate is a whole number of hundredths of a percent. */
export const FULL_RATE_BP = 10_000;
export const DEFAULT_HOLD_DAYS = 14;
export const TIERS_MAX = 10;
/** Referral codes: 4 to 20 upper-case letters or digits (what a link carries unescaped). */
export const REFERRAL_CODE = /^[A-Z0-9]{4,20}$/;
/** The what-if compares a draft rule with what was paid over one of these windows. */
export const WHAT_IF_DAYS = [30, 90] as const;
/** Bulk approval or rejection of commissions takes at most this many at once. */
export const COMMISSION_BULK_MAX = 500;

/** The address a referral link opens for a business to sign up with the code. */
export function referralSignupPath(code: string): string {
  return `/signup?ref=${encodeURIComponent(code)}`;
}

// What a sign-up through a referral link is told: these travel with the sign-up page.
export const REFERRAL_MESSAGES = {
  selfReferral: 'An affiliate cannot refer itself',
  referralUnknown: 'The referral code is not valid; the business was registered without it',
  referralAttributed: 'Registered through an affiliate',
} as const;

/** The text of each referral outcome a sign-up answers (its `referral`). */
export const REFERRAL_OUTCOME_TEXT = {
  ATTRIBUTED: 'referralAttributed',
  ALREADY_ATTRIBUTED: 'referralAttributed',
  REFERRAL_UNKNOWN: 'referralUnknown',
  SELF_REFERRAL: 'selfReferral',
} as const satisfies Record<string, keyof typeof REFERRAL_MESSAGES>;

export const AFFILIATE_MESSAGES = {
  ...REFERRAL_MESSAGES,
  affiliateSaved: 'Affiliate saved',
  affiliateInvited: 'Affiliate invited',
  affiliateApproved: 'Affiliate approved',
  affiliateSuspended: 'Affiliate suspended',
  affiliateNotFound: 'Affiliate not found',
  affiliateNotPending: 'Only a pending affiliate can be approved',
  affiliateNotActive: 'Only an active affiliate can be suspended',
  codeTaken: 'This referral code is already used by another affiliate',
  codeInvalid: 'Use 4 to 20 capital letters or digits',
  affiliateEmailTaken: 'An affiliate with this email already exists',
  parentNotFound: 'The parent affiliate was not found',
  parentIsOwn: 'An affiliate cannot be its own parent',
  networkTooDeep: 'The network is two levels deep: a sub-affiliate cannot have sub-affiliates',
  networkCycle: 'This parent would make a cycle in the network',
  ruleSaved: 'Rule saved',
  ruleActivated: 'Rule activated',
  ruleRetired: 'Rule retired',
  ruleNotFound: 'Rule not found',
  ruleNotDraft: 'Only a draft rule can be changed or activated',
  ruleNotActive: 'Only an active rule can be retired',
  ruleOverlaps: 'Another rule is already active for this scope. Retire it first.',
  rateRange: 'A rate must be from 0 % to 100 %',
  fixedAmountInvalid: 'A fixed amount must be 0 or more',
  capInvalid: 'A cap must be more than 0',
  durationInvalid: 'A duration must be a whole number of months, at least 1',
  holdInvalid: 'The hold must be a whole number of days, 0 or more',
  tiersInvalid: 'Tiers must start at increasing volumes, each with a rate from 0 % to 100 %',
  commissionsApproved: 'Commissions approved',
  commissionsRejected: 'Commissions rejected',
  commissionsNone: 'Choose at least one commission',
  commissionsTooMany: 'Choose at most 500 commissions at once',
  commissionNotDecidable: 'Only pending commissions past their hold can be approved',
  commissionNotPending: 'Only pending commissions can be rejected',
  payoutCreated: 'Payout created',
  payoutApproved: 'Payout approved',
  payoutPaid: 'Payout marked as paid',
  payoutNotFound: 'Payout not found',
  payoutNothingToPay:
    'Nothing to pay: the balance of approved commissions is not above zero and carries forward',
  payoutNotDraft: 'Only a draft payout can be approved',
  payoutNotApproved: 'Only an approved payout can be marked as paid',
  payoutMethodInvalid: 'Choose a payment method',
  referenceRequired: 'Enter the payment reference',
} as const;

export type AffiliateMessageKey = keyof typeof AFFILIATE_MESSAGES;

/** Why the tiers cannot be used (a message), or null: volumes strictly increasing from 0 up. */
export function tiersProblem(tiers: readonly CommissionTier[]): MessageKey | null {
  if (tiers.length > TIERS_MAX) return 'tiersInvalid';
  let previous = -1;
  for (const tier of tiers) {
    if (!Number.isSafeInteger(tier.fromMinor) || tier.fromMinor <= previous) return 'tiersInvalid';
    if (!Number.isInteger(tier.rateBp) || tier.rateBp < 0 || tier.rateBp > FULL_RATE_BP)
      return 'tiersInvalid';
    previous = tier.fromMinor;
  }
  return null;
}
