import type { PlanInterval, SubscriptionStatus } from '@back-office/domain/subscriptions';
import type { BadgeTone } from '../components/ui/badge';
import type { TranslationKey } from './i18n/en';

// The words and colours of a business subscription's status, on the subscription settings, the
// businesses list and the business's own profile (read with StatusBadge or useValueLabel).
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, TranslationKey> = {
  trialing: 'subscriptionTrialing',
  active: 'subscriptionActive',
  past_due: 'subscriptionPastDue',
  paused: 'subscriptionPaused',
  cancelled: 'subscriptionCancelled',
  expired: 'subscriptionExpired',
};

export const SUBSCRIPTION_STATUS_TONES: Record<SubscriptionStatus, BadgeTone> = {
  trialing: 'info',
  active: 'success',
  past_due: 'warning',
  paused: 'neutral',
  cancelled: 'neutral',
  expired: 'danger',
};

export const PLAN_INTERVAL_LABELS: Record<PlanInterval, TranslationKey> = {
  month: 'planIntervalMonth',
  year: 'planIntervalYear',
};

// After a price: "29,90 € per month".
export const PLAN_PER_INTERVAL_LABELS: Record<PlanInterval, TranslationKey> = {
  month: 'planPerMonth',
  year: 'planPerYear',
};
