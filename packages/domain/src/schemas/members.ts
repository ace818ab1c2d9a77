// The forms of programme tiers and customers' memberships, applied by the server to the same
// operations' arguments.
import { z } from 'zod';
import { CURRENCIES, INPUT_MAX, PRICE_RANGE } from '../constants';
import { MEMBER_MESSAGES, MEMBER_RULES, MEMBER_STATUSES, PROGRAMMES } from '../members';
import { MESSAGES } from '../messages';
import { optionalText, requiredText } from './fields';

const M = MEMBER_MESSAGES;

export const programmeField = z.enum(PROGRAMMES, { error: M.programmeNotFound });

export const tierInputSchema = z.object({
  programme: programmeField,
  nameEn: requiredText(M.tierNameRequired, INPUT_MAX),
  nameEl: requiredText(M.tierNameRequired, INPUT_MAX),
  priceMinor: z
    .number({ error: M.priceInvalid })
    .int({ error: MESSAGES.wholeNumber })
    .min(0, { error: M.priceInvalid })
    .max(PRICE_RANGE.max * 100, { error: MESSAGES.priceRange }),
  currency: z.enum(CURRENCIES, { error: MESSAGES.missingRequiredData }),
  periodMonths: z
    .number({ error: M.periodInvalid })
    .int({ error: M.periodInvalid })
    .min(1, { error: M.periodInvalid })
    .max(MEMBER_RULES.maxPeriodMonths, { error: M.periodInvalid }),
  // A higher rank includes the offers of the lower ranks (Gold sees Silver's).
  rank: z.number().int().min(1).max(100).default(1),
  active: z.boolean().default(true),
});
export type TierInput = z.output<typeof tierInputSchema>;

export const enrolInputSchema = z.object({
  customerId: z.uuid({ error: M.customerNotFound }),
  tierId: z.uuid({ error: M.tierNotFound }),
});

export const renewInputSchema = z.object({
  membershipId: z.uuid({ error: M.membershipNotFound }),
  lastPeriodEnd: z.iso.datetime({ offset: true, error: M.membershipNotFound }).nullish(),
  // Renewing into another tier of the same programme; left out, the current tier.
  tierId: z.uuid({ error: M.tierNotFound }).nullish(),
});

export const membersOnlyInputSchema = z.object({
  offerId: z.uuid({ error: M.offerNotFound }),
  // Null opens the offer to everyone again.
  tierId: z.uuid({ error: M.tierNotFound }).nullish(),
});

export const memberFilterSchema = z.object({
  programme: programmeField,
  tierId: z.uuid({ error: M.tierNotFound }).nullish(),
  status: z.enum(MEMBER_STATUSES, { error: MESSAGES.unknownStatus }).nullish(),
  expiringWithinDays: z.number().int().min(1).max(MEMBER_RULES.maxExpiringFilterDays).nullish(),
  search: optionalText(INPUT_MAX),
});
export type MemberFilter = z.output<typeof memberFilterSchema>;
