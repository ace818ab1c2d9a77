import { useTranslation } from '../../../lib/i18n/use-translation';
import { Badge } from '../../../components/ui/badge';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { TrainingFieldsFragment } from '../../../gql/graphql';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';

// How far the person is in a course: the share of its lessons done, and when it is due, was
// due (overdue) or was completed.
export function TrainingStatus({
  training,
  title,
}: {
  training: TrainingFieldsFragment;
  title: string;
}) {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const done = training.completedAt !== null && training.completedAt !== undefined;
  return (
    <div className="space-y-2">
      <ProgressBar
        value={training.progress}
        label={t('trainingProgressOf', { title })}
        tone={done ? 'success' : 'brand'}
      />
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <span>
          {t('trainingLessonsDone', {
            done: training.completedLessons,
            count: training.totalLessons,
          })}
        </span>
        {done ? (
          <>
            <Badge tone="success">{t('trainingCompleted')}</Badge>
            <span>{t('trainingCompletedOn', { date: dates.date(training.completedAt!) })}</span>
          </>
        ) : training.overdue ? (
          <>
            <Badge tone="danger">{t('trainingOverdue')}</Badge>
            <span>{t('trainingWasDue', { date: dates.date(training.dueAt) })}</span>
          </>
        ) : (
          <span>{t('trainingDue', { date: dates.date(training.dueAt) })}</span>
        )}
      </p>
    </div>
  );
}
