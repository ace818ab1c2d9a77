// The forms of plans and business subscriptions, applied by the server to the same operations'
// arguments.
import { z } from 'zod';
import { CURRENCIES, INPUT_MAX, PRICE_RANGE } from '../constants';
import { MESSAGES } from '../messages';
import {
  PLAN_INTERVALS,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_RULES,
  SUBSCRIPTION_STATUSES,
} from '../subscriptions';
import { optionalText, requiredText } from './fields';

const M = SUBSCRIPTION_MESSAGES;

export const subscriptionPriceField = z
  .number({ error: M.priceInvalid })
  .int({ error: MESSAGES.wholeNumber })
  .min(0, { error: M.priceInvalid })
  .max(PRICE_RANGE.max * 100, { error: MESSAGES.priceRange });

const featureText = requiredText(M.planNameRequired, INPUT_MAX);

export const planInputSchema = z.object({
  nameEn: requiredText(M.planNameRequired, INPUT_MAX),
  nameEl: requiredText(M.planNameRequired, INPUT_MAX),
  priceMinor: subscriptionPriceField,
  currency: z.enum(CURRENCIES, { error: MESSAGES.missingRequiredData }),
  interval: z.enum(PLAN_INTERVALS, { error: MESSAGES.missingRequiredData }),
  trialDays: z
    .number({ error: M.trialInvalid })
    .int({ error: M.trialInvalid })
    .min(0, { error: M.trialInvalid })
    .max(SUBSCRIPTION_RULES.maxTrialDays, { error: M.trialInvalid }),
  features: z
    .array(z.object({ en: featureText, el: featureText }))
    .max(SUBSCRIPTION_RULES.maxFeatures, { error: M.featuresTooMany })
    .default([]),
  active: z.boolean().default(true),
});
export type PlanInput = z.output<typeof planInputSchema>;

export const subscribeInputSchema = z.object({
  merchantId: z.uuid({ error: M.businessNotFound }),
  planId: z.uuid({ error: M.planNotFound }),
  // With the plan's trial days first, or paid from today.
  withTrial: z.boolean().default(true),
});
export type SubscribeInput = z.output<typeof subscribeInputSchema>;

export const changePlanInputSchema = z.object({
  subscriptionId: z.uuid({ error: M.subscriptionNotFound }),
  planId: z.uuid({ error: M.planNotFound }),
});

export const cancelSubscriptionInputSchema = z.object({
  subscriptionId: z.uuid({ error: M.subscriptionNotFound }),
  atPeriodEnd: z.boolean().default(true),
});

export const subscriptionFilterSchema = z.object({
  planId: z.uuid({ error: M.planNotFound }).nullish(),
  status: z.enum(SUBSCRIPTION_STATUSES, { error: MESSAGES.unknownStatus }).nullish(),
  search: optionalText(INPUT_MAX),
});
