import type { CustomerStatus } from '@back-office/domain/people';
import type { BadgeTone } from '../../components/ui/badge';
import type { TranslationKey } from '../../lib/i18n/en';

export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, TranslationKey> = {
  active: 'customerStatusActive',
  inactive: 'customerStatusInactive',
};

export const CUSTOMER_STATUS_TONES: Record<CustomerStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
};
