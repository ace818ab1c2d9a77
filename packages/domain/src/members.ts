// Customers' memberships of the provider's lifestyle and travel programmes: tiers, states and how
// a membership's status follows from its dated periods. They travel with the members pages.

export const PROGRAMMES = ['lifestyle', 'travel'] as const;
export type Programme = (typeof PROGRAMMES)[number];
/** The page of each programme. */
export const PROGRAMME_ROUTES: Record<Programme, string> = {
  lifestyle: '/lifestyle-members',
  travel: '/travel-members',
};

export const MEMBER_STATUSES = ['active', 'expiring', 'lapsed', 'cancelled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_RULES = {
  /** A membership whose last period ends within this many days is "expiring soon". */
  expiringDays: 30,
  maxPeriodMonths: 36,
  /** The largest "expiring within N days" filter. */
  maxExpiringFilterDays: 365,
} as const;

export const MEMBER_MESSAGES = {
  tierSaved: 'Tier saved',
  tierNotFound: 'Tier not found',
  tierNameRequired: 'Enter the tier’s name in English and Greek',
  membershipPeriodInvalid: 'A period lasts from 1 to 36 months',
  enrolled: 'Customer enrolled',
  alreadyEnrolled: 'This customer is already an active member of the programme',
  membershipNotFound: 'Membership not found',
  renewed: 'Membership renewed',
  alreadyRenewed: 'This membership was just renewed; refresh to see it',
  membershipCancelled: 'Membership cancelled',
  membershipEnded: 'This membership is cancelled',
  offerMembersOnly: 'The offer is now for members only',
  offerForEveryone: 'The offer is now for everyone',
  programmeNotFound: 'Programme not found',
  tierRetired: 'This tier is retired: choose an active tier',
} as const;
