import type { BusinessStatus } from '@back-office/domain/people';
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
