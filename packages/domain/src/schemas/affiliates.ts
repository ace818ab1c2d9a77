// The forms of affiliates, commission rules and payouts, applied by the server to the same
// operations' arguments.
import { z } from 'zod';
import {
  AFFILIATE_KINDS,
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
import { emailField, optionalId, optionalText, requiredText } from './fields';
import { dayField } from './sales';
import { msg } from '../message-keys';

export const referralCodeField = z
  .string({ error: msg('codeInvalid') })
  .trim()
  .toUpperCase()
  .regex(REFERRAL_CODE, { error: msg('codeInvalid') });

export const affiliateInputSchema = z.object({
  kind: z.enum(AFFILIATE_KINDS, { error: msg('missingRequiredData') }),
  name: requiredText(msg('missingRequiredData'), INPUT_MAX),
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
  .number({ error: msg('rateRange') })
  .int({ error: msg('rateRange') })
  .min(0, { error: msg('rateRange') })
  .max(FULL_RATE_BP, { error: msg('rateRange') });
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
    name: requiredText(msg('missingRequiredData'), INPUT_MAX),
    scope: z.enum(COMMISSION_SCOPES, { error: msg('missingRequiredData') }),
    kind: z.enum(COMMISSION_KINDS, { error: msg('missingRequiredData') }),
    rateBp: rate.default(0),
    fixedMinor: minor(msg('fixedAmountInvalid'), 0).default(0),
    currency: z.enum(CURRENCIES, { error: msg('missingRequiredData') }),
    tiers: z
      .array(z.object({ fromMinor: z.number(), rateBp: z.number() }), {
        error: msg('tiersInvalid'),
      })
      .default([])
      .refine((tiers) => tiersProblem(tiers) === null, { error: msg('tiersInvalid') }),
    level2RateBp: rate.default(0),
    capMinor: minor(msg('capInvalid'), 1)
      .nullish()
      .transform((v) => v ?? null),
    durationMonths: z
      .number({ error: msg('durationInvalid') })
      .int({ error: msg('durationInvalid') })
      .min(1, { error: msg('durationInvalid') })
      .max(600, { error: msg('durationInvalid') })
      .nullish()
      .transform((v) => v ?? null),
    holdDays: z
      .number({ error: msg('holdInvalid') })
      .int({ error: msg('holdInvalid') })
      .min(0, { error: msg('holdInvalid') })
      .max(365, { error: msg('holdInvalid') })
      .default(14),
  })
  .refine((rule) => rule.kind === 'percent' || rule.tiers.length === 0, {
    error: msg('tiersInvalid'),
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
  .array(z.uuid({ error: msg('missingRequiredData') }))
  .min(1, { error: msg('commissionsNone') })
  .max(COMMISSION_BULK_MAX, { error: msg('commissionsTooMany') });

export const payoutInputSchema = z.object({
  affiliateId: z.uuid({ error: msg('affiliateNotFound') }),
  currency: z.enum(CURRENCIES, { error: msg('missingRequiredData') }),
  from: dayField,
  to: dayField,
});

export const payoutPaidSchema = z.object({
  method: z.enum(PAYOUT_METHODS, { error: msg('payoutMethodInvalid') }),
  reference: requiredText(msg('referenceRequired'), INPUT_MAX),
});

export const whatIfDaysField = z
  .number()
  .refine((days) => (WHAT_IF_DAYS as readonly number[]).includes(days), {
    error: msg('missingRequiredData'),
  });
