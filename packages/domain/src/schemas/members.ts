// The forms of programme tiers and customers' memberships, applied by the server to the same
// operations' arguments.
import { z } from 'zod';
import { CURRENCIES, INPUT_MAX, PRICE_RANGE } from '../constants';
import { MEMBER_RULES, MEMBER_STATUSES, PROGRAMMES } from '../members';
import { optionalText, requiredText } from './fields';
import { msg } from '../message-keys';

export const programmeField = z.enum(PROGRAMMES, { error: msg('programmeNotFound') });

export const tierInputSchema = z.object({
  programme: programmeField,
  nameEn: requiredText(msg('tierNameRequired'), INPUT_MAX),
  nameEl: requiredText(msg('tierNameRequired'), INPUT_MAX),
  priceMinor: z
    .number({ error: msg('priceInvalid') })
    .int({ error: msg('wholeNumber') })
    .min(0, { error: msg('priceInvalid') })
    .max(PRICE_RANGE.max * 100, { error: msg('priceRange') }),
  currency: z.enum(CURRENCIES, { error: msg('missingRequiredData') }),
  periodMonths: z
    .number({ error: msg('membershipPeriodInvalid') })
    .int({ error: msg('membershipPeriodInvalid') })
    .min(1, { error: msg('membershipPeriodInvalid') })
    .max(MEMBER_RULES.maxPeriodMonths, { error: msg('membershipPeriodInvalid') }),
  // A higher rank includes the offers of the lower ranks (Gold sees Silver's).
  rank: z.number().int().min(1).max(100).default(1),
  active: z.boolean().default(true),
});
export type TierInput = z.output<typeof tierInputSchema>;

export const enrolInputSchema = z.object({
  customerId: z.uuid({ error: msg('customerNotFound') }),
  tierId: z.uuid({ error: msg('tierNotFound') }),
});

export const renewInputSchema = z.object({
  membershipId: z.uuid({ error: msg('membershipNotFound') }),
  lastPeriodEnd: z.iso.datetime({ offset: true, error: msg('membershipNotFound') }).nullish(),
  // Renewing into another tier of the same programme; left out, the current tier.
  tierId: z.uuid({ error: msg('tierNotFound') }).nullish(),
});

export const membersOnlyInputSchema = z.object({
  offerId: z.uuid({ error: msg('offerNotFound') }),
  // Null opens the offer to everyone again.
  tierId: z.uuid({ error: msg('tierNotFound') }).nullish(),
});

export const memberFilterSchema = z.object({
  programme: programmeField,
  tierId: z.uuid({ error: msg('tierNotFound') }).nullish(),
  status: z.enum(MEMBER_STATUSES, { error: msg('unknownStatus') }).nullish(),
  expiringWithinDays: z.number().int().min(1).max(MEMBER_RULES.maxExpiringFilterDays).nullish(),
  search: optionalText(INPUT_MAX),
});
export type MemberFilter = z.output<typeof memberFilterSchema>;
