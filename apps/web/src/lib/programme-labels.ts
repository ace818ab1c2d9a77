import type { Programme } from '@back-office/domain/members';
import type { TranslationKey } from './i18n/en';

// The provider's programmes by name: on the members pages, a members-only offer in the wallet and
// the member's tier on the scanner (read with useValueLabel).
export const PROGRAMME_LABELS: Record<Programme, TranslationKey> = {
  lifestyle: 'programmeLifestyle',
  travel: 'programmeTravel',
};
