import type { TranslationKey } from '../../../lib/i18n/en';

// The words of a subscription's history and periods (read with useValueLabel).
export const SUBSCRIPTION_EVENT_LABELS: Record<string, TranslationKey> = {
  subscribed: 'subscriptionEventSubscribed',
  renewed: 'subscriptionEventRenewed',
  plan_changed: 'subscriptionEventPlanChanged',
  plan_change_scheduled: 'subscriptionEventPlanChangeScheduled',
  paused: 'subscriptionEventPaused',
  resumed: 'subscriptionEventResumed',
  cancelled: 'subscriptionEventCancelled',
  cancel_scheduled: 'subscriptionEventCancelScheduled',
};

export const PERIOD_KIND_LABELS: Record<string, TranslationKey> = {
  trial: 'subscriptionPeriodTrial',
  renewal: 'subscriptionPeriodRenewal',
  upgrade: 'subscriptionPeriodUpgrade',
};
