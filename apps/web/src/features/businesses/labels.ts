import {
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_STATUSES,
  type BusinessStatus,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from '@back-office/domain/people';
import type { BadgeTone } from '../../components/ui/badge';
import type { TranslationKey } from '../../lib/i18n/en';

export const BUSINESS_STATUS_LABELS: Record<BusinessStatus, TranslationKey> = {
  active: 'businessStatusActive',
  suspended: 'businessStatusSuspended',
};

export const BUSINESS_STATUS_TONES: Record<BusinessStatus, BadgeTone> = {
  active: 'success',
  suspended: 'danger',
};

export const PLAN_LABELS: Record<SubscriptionPlan, TranslationKey> = {
  basic: 'planBasic',
  standard: 'planStandard',
  premium: 'planPremium',
};

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, TranslationKey> = {
  trialing: 'subscriptionTrialing',
  active: 'subscriptionActive',
  past_due: 'subscriptionPastDue',
  cancelled: 'subscriptionCancelled',
};

export const SUBSCRIPTION_STATUS_TONES: Record<SubscriptionStatus, BadgeTone> = {
  trialing: 'info',
  active: 'success',
  past_due: 'warning',
  cancelled: 'danger',
};

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

// The API sends plain strings; the subscription form starts from a value it knows.
export const isPlan = isOneOf(SUBSCRIPTION_PLANS);
export const isSubscriptionStatus = isOneOf(SUBSCRIPTION_STATUSES);
