import type { AcademyStatus, LessonKind } from '@back-office/domain/academy';
import type { BadgeTone } from '../../components/ui/badge';
import type { TranslationKey } from '../../lib/i18n/en';

// The words and colours of a course's or lesson's status and of a lesson's kind (read with
// StatusBadge or useValueLabel).
export const ACADEMY_STATUS_LABELS: Record<AcademyStatus, TranslationKey> = {
  draft: 'academyStatusDraft',
  published: 'academyStatusPublished',
  retired: 'academyStatusRetired',
};

export const ACADEMY_STATUS_TONES: Record<AcademyStatus, BadgeTone> = {
  draft: 'warning',
  published: 'success',
  retired: 'neutral',
};

export const LESSON_KIND_LABELS: Record<LessonKind, TranslationKey> = {
  text: 'academyKindText',
  video: 'academyKindVideo',
  pdf: 'academyKindPdf',
  quiz: 'academyKindQuiz',
};
