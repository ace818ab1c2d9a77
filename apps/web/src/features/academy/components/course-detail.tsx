import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ArrowLeft, Archive, Pencil, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { useLocalText } from '../../../lib/i18n/local-name';
import { useCourse } from '../api/academy';
import { ACADEMY_STATUS_LABELS, ACADEMY_STATUS_TONES } from '../labels';
import { AcademyConfirmation, type AcademyMove } from './academy-confirmation';
import { CourseAssignments } from './course-assignments';
import { CourseDialog } from './course-dialog';
import { CourseLessons } from './course-lessons';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

// One course (?course=id): its texts, figures, lessons in order and the roles it is assigned to,
// and what its writers may do with it. A retired course is only read.
export function CourseDetail({
  id,
  writable,
  onBack,
}: {
  id: string;
  writable: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const local = useLocalText();
  const dates = useBusinessDateFormat();
  const detail = useCourse(id);
  const [editing, setEditing] = useState(false);
  const [move, setMove] = useState<AcademyMove | null>(null);
  const course = detail.data;
  const changeable = writable && course != null && course.status !== 'retired';

  return (
    <div className="space-y-6">
      <Button variant="ghost" className="-ml-2" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('academyBackToCourses')}
      </Button>
      {!detail.isSuccess ? (
        <QueryStatus failed={detail.isError} onRetry={() => void detail.refetch()} />
      ) : !course ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('academyCourseNotFound')}</p>
      ) : (
        <>
          <section
            aria-labelledby="academy-course-title"
            className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="min-w-0 space-y-2">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 id="academy-course-title" className="text-xl font-semibold break-words">
                    {local(course.titleEn, course.titleEl)}
                  </h2>
                  <StatusBadge
                    status={course.status}
                    labels={ACADEMY_STATUS_LABELS}
                    tones={ACADEMY_STATUS_TONES}
                  />
                </div>
                {(course.descriptionEn || course.descriptionEl) && (
                  <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
                    {local(course.descriptionEn ?? '', course.descriptionEl)}
                  </p>
                )}
              </div>
              {changeable && (
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    <Pencil className="size-4" aria-hidden="true" />
                    {t('academyEditCourse')}
                  </Button>
                  {course.status === 'draft' && (
                    <Button
                      disabled={course.publishedLessons === 0}
                      aria-describedby={
                        course.publishedLessons === 0 ? 'academy-publish-hint' : undefined
                      }
                      onClick={() => setMove({ kind: 'publishCourse', course })}
                    >
                      <Send className="size-4" aria-hidden="true" />
                      {t('academyPublishCourse')}
                    </Button>
                  )}
                  <Button
                    variant="danger"
                    onClick={() => setMove({ kind: 'retireCourse', course })}
                  >
                    <Archive className="size-4" aria-hidden="true" />
                    {t('academyRetireCourse')}
                  </Button>
                </div>
              )}
            </div>
            {changeable && course.status === 'draft' && course.publishedLessons === 0 && (
              <p id="academy-publish-hint" className="text-xs text-slate-600 dark:text-slate-400">
                {t('academyPublishHint')}
              </p>
            )}
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              <Fact term={t('academyEnrolled')}>{course.enrolled}</Fact>
              <Fact term={t('academyCompleted')}>{course.completed}</Fact>
              <Fact term={t('academyCompletionRate')}>{course.completionRate}%</Fact>
              <Fact term={t('academyOverdue')}>{course.overdue}</Fact>
              <Fact term={t('academyCreated')}>{dates.date(course.createdAt)}</Fact>
              {course.publishedAt && (
                <Fact term={t('academyPublished')}>{dates.date(course.publishedAt)}</Fact>
              )}
            </dl>
          </section>
          <CourseLessons course={course} writable={changeable} onMove={setMove} />
          <CourseAssignments course={course} writable={changeable} />
          {editing && <CourseDialog course={course} onClose={() => setEditing(false)} />}
          {move && <AcademyConfirmation move={move} onClose={() => setMove(null)} />}
        </>
      )}
    </div>
  );
}
