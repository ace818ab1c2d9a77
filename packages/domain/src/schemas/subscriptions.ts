// The forms of plans and business subscriptions, applied by the server to the same operations'
// arguments.
import { z } from 'zod';
import { CURRENCIES, INPUT_MAX, PRICE_RANGE } from '../constants';
import { PLAN_INTERVALS, SUBSCRIPTION_RULES, SUBSCRIPTION_STATUSES } from '../subscriptions';
import { optionalText, requiredText } from './fields';
import { msg } from '../message-keys';

export const subscriptionPriceField = z
  .number({ error: msg('priceInvalid') })
  .int({ error: msg('wholeNumber') })
  .min(0, { error: msg('priceInvalid') })
  .max(PRICE_RANGE.max * 100, { error: msg('priceRange') });

const featureText = requiredText(msg('planNameRequired'), INPUT_MAX);

export const planInputSchema = z.object({
  nameEn: requiredText(msg('planNameRequired'), INPUT_MAX),
  nameEl: requiredText(msg('planNameRequired'), INPUT_MAX),
  priceMinor: subscriptionPriceField,
  currency: z.enum(CURRENCIES, { error: msg('missingRequiredData') }),
  interval: z.enum(PLAN_INTERVALS, { error: msg('missingRequiredData') }),
  trialDays: z
    .number({ error: msg('trialInvalid') })
    .int({ error: msg('trialInvalid') })
    .min(0, { error: msg('trialInvalid') })
    .max(SUBSCRIPTION_RULES.maxTrialDays, { error: msg('trialInvalid') }),
  features: z
    .array(z.object({ en: featureText, el: featureText }))
    .max(SUBSCRIPTION_RULES.maxFeatures, { error: msg('featuresTooMany') })
    .default([]),
  active: z.boolean().default(true),
});
export type PlanInput = z.output<typeof planInputSchema>;

export const subscribeInputSchema = z.object({
  merchantId: z.uuid({ error: msg('businessNotFound') }),
  planId: z.uuid({ error: msg('planNotFound') }),
  // With the plan's trial days first, or paid from today.
  withTrial: z.boolean().default(true),
});
export type SubscribeInput = z.output<typeof subscribeInputSchema>;

export const changePlanInputSchema = z.object({
  subscriptionId: z.uuid({ error: msg('subscriptionNotFound') }),
  planId: z.uuid({ error: msg('planNotFound') }),
});

export const cancelSubscriptionInputSchema = z.object({
  subscriptionId: z.uuid({ error: msg('subscriptionNotFound') }),
  atPeriodEnd: z.boolean().default(true),
});

export const subscriptionFilterSchema = z.object({
  planId: z.uuid({ error: msg('planNotFound') }).nullish(),
  status: z.enum(SUBSCRIPTION_STATUSES, { error: msg('unknownStatus') }).nullish(),
  search: optionalText(INPUT_MAX),
});
