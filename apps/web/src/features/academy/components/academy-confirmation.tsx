import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type {
  AcademyCourseFieldsFragment,
  AcademyLessonFieldsFragment,
} from '../../../gql/graphql';
import { useLocalText } from '../../../lib/i18n/local-name';
import { messageText } from '../../../lib/i18n/message-text';
import { showToast } from '../../../lib/toast';
import { usePublishCourse, useRetireCourse, useRetireLesson } from '../api/academy';

export type AcademyMove =
  | { kind: 'publishCourse'; course: AcademyCourseFieldsFragment }
  | { kind: 'retireCourse'; course: AcademyCourseFieldsFragment }
  | { kind: 'retireLesson'; lesson: AcademyLessonFieldsFragment };

const TEXTS = {
  publishCourse: {
    title: 'academyPublishCourseTitle',
    text: 'academyPublishCourseText',
    action: 'academyPublishCourse',
  },
  retireCourse: {
    title: 'academyRetireCourseTitle',
    text: 'academyRetireCourseText',
    action: 'academyRetireCourse',
  },
  retireLesson: {
    title: 'academyRetireLessonTitle',
    text: 'academyRetireLessonText',
    action: 'academyRetireLesson',
  },
} as const;

// Publishing a course enrols people, and retiring is for good: each is asked once more. The
// server's answer is said in a toast; a refusal keeps the dialog closed all the same, as the
// course is read again.
export function AcademyConfirmation({ move, onClose }: { move: AcademyMove; onClose: () => void }) {
  const { t } = useTranslation();
  const local = useLocalText();
  const publishCourse = usePublishCourse();
  const retireCourse = useRetireCourse();
  const retireLesson = useRetireLesson();
  const texts = TEXTS[move.kind];
  const subject = move.kind === 'retireLesson' ? move.lesson : move.course;
  const title = local(subject.titleEn, subject.titleEl);

  async function confirm() {
    const result =
      move.kind === 'publishCourse'
        ? await publishCourse.mutateAsync(move.course._id)
        : move.kind === 'retireCourse'
          ? await retireCourse.mutateAsync(move.course._id)
          : await retireLesson.mutateAsync(move.lesson._id);
    showToast(result.success ? 'success' : 'error', messageText(result.messageKey));
  }

  return (
    <ConfirmDialog
      title={t(texts.title, { title })}
      message={t(texts.text)}
      confirmLabel={t(texts.action)}
      danger={move.kind !== 'publishCourse'}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
