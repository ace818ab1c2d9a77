import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { RowAction } from '../../../components/ui/data-table/row-action';
import { StatusBadge } from '../../../components/ui/status-badge';
import type {
  AcademyCourseFieldsFragment,
  AcademyLessonFieldsFragment,
} from '../../../gql/graphql';
import { useLocalText } from '../../../lib/i18n/local-name';
import { messageText } from '../../../lib/i18n/message-text';
import { useValueLabel } from '../../../lib/i18n/use-value-label';
import { showToast } from '../../../lib/toast';
import { useMoveLesson, usePublishLesson } from '../api/academy';
import { ACADEMY_STATUS_LABELS, ACADEMY_STATUS_TONES, LESSON_KIND_LABELS } from '../labels';
import type { AcademyMove } from './academy-confirmation';
import { LessonDialog } from './lesson-dialog';

type Lesson = AcademyLessonFieldsFragment;
type Editing = { lesson: Lesson | null } | null;

const iconButton =
  'rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-slate-800';

// The course's lessons in the order learners take them (drafts and retired ones too), each
// edited, moved, published or retired by the course's writers.
export function CourseLessons({
  course,
  writable,
  onMove,
}: {
  course: AcademyCourseFieldsFragment & { lessons: Lesson[] };
  writable: boolean;
  onMove: (move: AcademyMove) => void;
}) {
  const { t } = useTranslation();
  const local = useLocalText();
  const label = useValueLabel();
  const [editing, setEditing] = useState<Editing>(null);
  const move = useMoveLesson();
  const publish = usePublishLesson();
  const lessons = course.lessons;

  async function say(result: Promise<{ success: boolean; messageKey: string }>) {
    const answer = await result.catch(() => null);
    if (answer) showToast(answer.success ? 'success' : 'error', messageText(answer.messageKey));
  }

  return (
    <section aria-labelledby="academy-lessons-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="academy-lessons-title" className="text-lg font-semibold">
          {t('academyLessons')}
        </h3>
        {writable && (
          <Button variant="secondary" onClick={() => setEditing({ lesson: null })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('academyAddLesson')}
          </Button>
        )}
      </div>
      {lessons.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('academyNoLessons')}
        </p>
      ) : (
        <ol className="space-y-2" aria-labelledby="academy-lessons-title">
          {lessons.map((lesson, index) => {
            const title = local(lesson.titleEn, lesson.titleEl);
            const changeable = writable && lesson.status !== 'retired';
            return (
              <li
                key={lesson._id}
                aria-label={t('academyLessonNumbered', { n: index + 1, title })}
                className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
              >
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-slate-100 text-sm font-semibold tabular-nums dark:bg-slate-800"
                >
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{title}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                    <span>{label(LESSON_KIND_LABELS, lesson.kind)}</span>
                    <StatusBadge
                      status={lesson.status}
                      labels={ACADEMY_STATUS_LABELS}
                      tones={ACADEMY_STATUS_TONES}
                    />
                  </p>
                </div>
                {changeable && (
                  <div className="flex flex-wrap items-center gap-1">
                    <button
                      type="button"
                      className={iconButton}
                      disabled={index === 0 || move.isPending}
                      aria-label={t('academyMoveUp', { title })}
                      onClick={() =>
                        void say(move.mutateAsync({ id: lesson._id, position: index }))
                      }
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      disabled={index === lessons.length - 1 || move.isPending}
                      aria-label={t('academyMoveDown', { title })}
                      onClick={() =>
                        void say(move.mutateAsync({ id: lesson._id, position: index + 2 }))
                      }
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </button>
                    <RowAction
                      aria-label={t('academyEditLessonNamed', { title })}
                      onClick={() => setEditing({ lesson })}
                    >
                      {t('academyEdit')}
                    </RowAction>
                    {lesson.status === 'draft' && (
                      <RowAction
                        aria-label={t('academyPublishLessonNamed', { title })}
                        disabled={publish.isPending}
                        onClick={() => void say(publish.mutateAsync(lesson._id))}
                      >
                        {t('academyPublish')}
                      </RowAction>
                    )}
                    <RowAction
                      danger
                      aria-label={t('academyRetireLessonNamed', { title })}
                      onClick={() => onMove({ kind: 'retireLesson', lesson })}
                    >
                      {t('academyRetire')}
                    </RowAction>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {editing && (
        <LessonDialog
          courseId={course._id}
          lesson={editing.lesson}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
