import type { BadgeTone } from '../../../components/ui/badge';
import type { TranslationKey } from '../../../lib/i18n/en';

// The words and tones of the affiliate pages' fixed values (read with useValueLabel).
export const AFFILIATE_STATUS_LABELS: Record<string, TranslationKey> = {
  pending: 'affiliateStatusPending',
  active: 'affiliateStatusActive',
  suspended: 'affiliateStatusSuspended',
};
export const AFFILIATE_STATUS_TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  suspended: 'danger',
};
export const AFFILIATE_KIND_LABELS: Record<string, TranslationKey> = {
  person: 'affiliateKindPerson',
  business: 'affiliateKindBusiness',
};
export const COMMISSION_STATUS_LABELS: Record<string, TranslationKey> = {
  pending: 'commissionStatusPending',
  approved: 'commissionStatusApproved',
  rejected: 'commissionStatusRejected',
  paid: 'commissionStatusPaid',
};
export const COMMISSION_STATUS_TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  approved: 'info',
  rejected: 'danger',
  paid: 'success',
};
export const PAYOUT_STATUS_LABELS: Record<string, TranslationKey> = {
  draft: 'payoutStatusDraft',
  approved: 'payoutStatusApproved',
  paid: 'payoutStatusPaid',
};
export const PAYOUT_METHOD_LABELS: Record<string, TranslationKey> = {
  'Bank transfer': 'payoutMethodBank',
  Cash: 'payoutMethodCash',
  Card: 'payoutMethodCard',
  Other: 'payoutMethodOther',
};
export const RULE_SCOPE_LABELS: Record<string, TranslationKey> = {
  business: 'ruleScopeBusiness',
  customer: 'ruleScopeCustomer',
};
export const RULE_KIND_LABELS: Record<string, TranslationKey> = {
  percent: 'ruleKindPercent',
  fixed: 'ruleKindFixed',
};
export const RULE_STATE_LABELS: Record<string, TranslationKey> = {
  draft: 'ruleStateDraft',
  active: 'ruleStateActive',
  retired: 'ruleStateRetired',
};
