import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { GraduationCap } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { useLocalText } from '../../../lib/i18n/local-name';
import { useMyTraining } from '../api/training';
import { CertificateButtons } from './certificate-buttons';
import { TrainingCourseDialog } from './training-course-dialog';
import { TrainingStatus } from './training-status';

// /profile's "My training": the courses assigned to the person's roles, due first, with how far
// they are; a course opens to be taken, and a completed one gives its certificate.
export function MyTraining() {
  const { t } = useTranslation();
  const local = useLocalText();
  const mine = useMyTraining();
  const [opened, setOpened] = useState<string | null>(null);

  if (!mine.isSuccess)
    return <QueryStatus failed={mine.isError} onRetry={() => void mine.refetch()} />;
  if (mine.data.length === 0)
    return (
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <GraduationCap className="size-5 shrink-0" aria-hidden="true" />
        {t('trainingNone')}
      </div>
    );
  return (
    <>
      <ul className="space-y-3" aria-label={t('trainingTitle')}>
        {mine.data.map((training) => {
          const title = local(training.titleEn, training.titleEl);
          return (
            <li
              key={training.courseId}
              aria-label={title}
              className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
            >
              <h3 id={`training-${training.courseId}`} className="font-semibold break-words">
                {title}
              </h3>
              <TrainingStatus training={training} title={title} />
              <div className="flex flex-wrap gap-2">
                <Button
                  variant={training.completedAt ? 'secondary' : 'primary'}
                  aria-describedby={`training-${training.courseId}`}
                  onClick={() => setOpened(training.courseId)}
                >
                  {training.completedAt
                    ? t('trainingReview')
                    : training.completedLessons > 0
                      ? t('trainingContinue')
                      : t('trainingStart')}
                </Button>
                {training.certificateUrl && <CertificateButtons url={training.certificateUrl} />}
              </div>
            </li>
          );
        })}
      </ul>
      {opened && <TrainingCourseDialog courseId={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
