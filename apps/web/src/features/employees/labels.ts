import type { MembershipStatus } from '@back-office/domain/people';
import type { BadgeTone } from '../../components/ui/badge';
import type { TranslationKey } from '../../lib/i18n/en';

export const MEMBER_STATUS_LABELS: Record<MembershipStatus, TranslationKey> = {
  active: 'employeeStatusActive',
  inactive: 'employeeStatusInactive',
};

export const MEMBER_STATUS_TONES: Record<MembershipStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
};
