// The forms of affiliates, commission rules and payouts, applied by the server to the same
// operations' arguments.
import { z } from 'zod';
import {
  AFFILIATE_KINDS,
  AFFILIATE_MESSAGES,
  AFFILIATE_STATUSES,
  COMMISSION_BULK_MAX,
  COMMISSION_KINDS,
  COMMISSION_SCOPES,
  COMMISSION_STATUSES,
  FULL_RATE_BP,
  PAYOUT_METHODS,
  REFERRAL_CODE,
  tiersProblem,
  WHAT_IF_DAYS,
} from '../affiliates';
import { CURRENCIES, INPUT_MAX } from '../constants';
import { MESSAGES } from '../messages';
import { emailField, optionalId, optionalText, requiredText } from './fields';
import { dayField } from './sales';

export const referralCodeField = z
  .string({ error: AFFILIATE_MESSAGES.codeInvalid })
  .trim()
  .toUpperCase()
  .regex(REFERRAL_CODE, { error: AFFILIATE_MESSAGES.codeInvalid });

export const affiliateInputSchema = z.object({
  kind: z.enum(AFFILIATE_KINDS, { error: MESSAGES.missingRequiredData }),
  name: requiredText(MESSAGES.missingRequiredData, INPUT_MAX),
  email: emailField(),
  // Left out on an invitation, a code is made from the name.
  code: referralCodeField.nullish().transform((v) => v ?? null),
  parentId: optionalId,
});
export type AffiliateInput = z.output<typeof affiliateInputSchema>;

export const affiliateFilterSchema = z.object({
  search: optionalText(INPUT_MAX),
  status: z.enum(AFFILIATE_STATUSES).nullish(),
  parentId: z.uuid().nullish(),
  rootsOnly: z.boolean().nullish(),
});

const rate = z
  .number({ error: AFFILIATE_MESSAGES.rateRange })
  .int({ error: AFFILIATE_MESSAGES.rateRange })
  .min(0, { error: AFFILIATE_MESSAGES.rateRange })
  .max(FULL_RATE_BP, { error: AFFILIATE_MESSAGES.rateRange });
const minor = (message: string, min: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(99_999_999_900, {
      error: message,
    });

export const commissionRuleInputSchema = z
  .object({
    name: requiredText(MESSAGES.missingRequiredData, INPUT_MAX),
    scope: z.enum(COMMISSION_SCOPES, { error: MESSAGES.missingRequiredData }),
    kind: z.enum(COMMISSION_KINDS, { error: MESSAGES.missingRequiredData }),
    rateBp: rate.default(0),
    fixedMinor: minor(AFFILIATE_MESSAGES.fixedAmountInvalid, 0).default(0),
    currency: z.enum(CURRENCIES, { error: MESSAGES.missingRequiredData }),
    tiers: z
      .array(z.object({ fromMinor: z.number(), rateBp: z.number() }), {
        error: AFFILIATE_MESSAGES.tiersInvalid,
      })
      .default([])
      .refine((tiers) => tiersProblem(tiers) === null, { error: AFFILIATE_MESSAGES.tiersInvalid }),
    level2RateBp: rate.default(0),
    capMinor: minor(AFFILIATE_MESSAGES.capInvalid, 1)
      .nullish()
      .transform((v) => v ?? null),
    durationMonths: z
      .number({ error: AFFILIATE_MESSAGES.durationInvalid })
      .int({ error: AFFILIATE_MESSAGES.durationInvalid })
      .min(1, { error: AFFILIATE_MESSAGES.durationInvalid })
      .max(600, { error: AFFILIATE_MESSAGES.durationInvalid })
      .nullish()
      .transform((v) => v ?? null),
    holdDays: z
      .number({ error: AFFILIATE_MESSAGES.holdInvalid })
      .int({ error: AFFILIATE_MESSAGES.holdInvalid })
      .min(0, { error: AFFILIATE_MESSAGES.holdInvalid })
      .max(365, { error: AFFILIATE_MESSAGES.holdInvalid })
      .default(14),
  })
  .refine((rule) => rule.kind === 'percent' || rule.tiers.length === 0, {
    error: AFFILIATE_MESSAGES.tiersInvalid,
    path: ['tiers'],
  });
export type CommissionRuleInput = z.output<typeof commissionRuleInputSchema>;

export const commissionFilterSchema = z.object({
  status: z.enum(COMMISSION_STATUSES).nullish(),
  affiliateId: optionalId,
  merchantId: optionalId,
  from: dayField.nullish(),
  to: dayField.nullish(),
});
export type CommissionFilter = z.output<typeof commissionFilterSchema>;

export const commissionIdsSchema = z
  .array(z.uuid({ error: MESSAGES.missingRequiredData }))
  .min(1, { error: AFFILIATE_MESSAGES.commissionsNone })
  .max(COMMISSION_BULK_MAX, { error: AFFILIATE_MESSAGES.commissionsTooMany });

export const payoutInputSchema = z.object({
  affiliateId: z.uuid({ error: AFFILIATE_MESSAGES.affiliateNotFound }),
  currency: z.enum(CURRENCIES, { error: MESSAGES.missingRequiredData }),
  from: dayField,
  to: dayField,
});

export const payoutPaidSchema = z.object({
  method: z.enum(PAYOUT_METHODS, { error: AFFILIATE_MESSAGES.payoutMethodInvalid }),
  reference: requiredText(AFFILIATE_MESSAGES.referenceRequired, INPUT_MAX),
});

export const whatIfDaysField = z
  .number()
  .refine((days) => (WHAT_IF_DAYS as readonly number[]).includes(days), {
    error: MESSAGES.missingRequiredData,
  });
