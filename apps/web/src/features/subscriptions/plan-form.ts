import type { Currency } from '@back-office/domain/constants';
import { stripTags } from '@back-office/domain/inputs';
import { planInputSchema } from '@back-office/domain/schemas/subscriptions';
import type { PlanInterval } from '@back-office/domain/subscriptions';
import type { SubscriptionPlanFieldsFragment } from '../../gql/graphql';
import { formSchema, majorUnits, minorUnits, optionalNumber } from '../../lib/forms';

// Fields carry PlanInput's names; priceMinor holds the price as typed (major units, "29.90").
export interface PlanFormValues {
  nameEn: string;
  nameEl: string;
  priceMinor: string;
  currency: Currency;
  interval: PlanInterval;
  trialDays: string;
  features: { en: string; el: string }[];
  active: boolean;
}

export const PLAN_FORM_FIELDS = [
  'nameEn',
  'nameEl',
  'priceMinor',
  'currency',
  'interval',
  'trialDays',
  'features',
] as const satisfies readonly (keyof PlanFormValues)[];

export function planFormValues(plan: SubscriptionPlanFieldsFragment | null): PlanFormValues {
  return {
    nameEn: plan?.nameEn ?? '',
    nameEl: plan?.nameEl ?? '',
    priceMinor: plan ? majorUnits(plan.priceMinor) : '',
    currency: (plan?.currency ?? 'EUR') as Currency,
    interval: (plan?.interval ?? 'month') as PlanInterval,
    trialDays: String(plan?.trialDays ?? 14),
    features: plan?.features.map(({ en, el }) => ({ en, el })) ?? [],
    active: plan?.active ?? true,
  };
}

const text = (value: string) => stripTags(value).trim();

export function toPlanInput(form: PlanFormValues) {
  return {
    nameEn: text(form.nameEn),
    nameEl: text(form.nameEl),
    priceMinor: minorUnits(form.priceMinor),
    currency: form.currency,
    interval: form.interval,
    trialDays: optionalNumber(form.trialDays),
    // A line left empty on both sides is no inclusion.
    features: form.features
      .map((feature) => ({ en: text(feature.en), el: text(feature.el) }))
      .filter((feature) => feature.en || feature.el),
    active: form.active,
  };
}

// The plan form checked with the server's own schema.
export const planFormSchema = formSchema(toPlanInput, planInputSchema);
