import { useTranslation } from '../../../lib/i18n/use-translation';
import { Dialog } from '../../../components/ui/dialog';
import { QueryStatus } from '../../../components/ui/query-status';
import { useLocalText } from '../../../lib/i18n/local-name';
import { useTrainingCourse } from '../api/training';
import { CertificateButtons } from './certificate-buttons';
import { TrainingLessonView } from './training-lesson';
import { TrainingStatus } from './training-status';

// A course as its learner takes it: the published lessons in order, each done here, and the
// progress above them, read again after every lesson.
export function TrainingCourseDialog({
  courseId,
  onClose,
}: {
  courseId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const local = useLocalText();
  const course = useTrainingCourse(courseId);
  const training = course.data?.training;
  const title = training ? local(training.titleEn, training.titleEl) : t('trainingCourse');

  return (
    <Dialog title={title} onClose={onClose} closeLabel={t('close')} variant="drawer" width={760}>
      {!course.isSuccess ? (
        <QueryStatus failed={course.isError} onRetry={() => void course.refetch()} />
      ) : !course.data || !training ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('trainingNotAvailable')}</p>
      ) : (
        <div className="space-y-6">
          <div className="space-y-3">
            {(training.descriptionEn || training.descriptionEl) && (
              <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
                {local(training.descriptionEn ?? '', training.descriptionEl)}
              </p>
            )}
            <TrainingStatus training={training} title={title} />
            {training.certificateUrl && (
              <div className="flex flex-wrap gap-2">
                <CertificateButtons url={training.certificateUrl} />
              </div>
            )}
          </div>
          <ol className="space-y-4" aria-label={t('trainingLessons')}>
            {course.data.lessons.map((entry, index) => (
              <li key={entry.lesson._id}>
                <TrainingLessonView entry={entry} number={index + 1} />
              </li>
            ))}
          </ol>
        </div>
      )}
    </Dialog>
  );
}
