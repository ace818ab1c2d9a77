import { useTranslation } from '../../../lib/i18n/use-translation';
import { Badge } from '../../../components/ui/badge';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { Column } from '../../../components/ui/data-table/types';
import { QueryStatus } from '../../../components/ui/query-status';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { AcademyCourseFieldsFragment } from '../../../gql/graphql';
import { useDomainLabel } from '../../../lib/i18n/domain-labels';
import { useLocalText } from '../../../lib/i18n/local-name';
import { useCourses } from '../api/academy';
import { ACADEMY_STATUS_LABELS, ACADEMY_STATUS_TONES } from '../labels';

type Course = AcademyCourseFieldsFragment;

// Every course with its figures; its title opens it.
export function CoursesTab({ onOpen }: { onOpen: (courseId: string) => void }) {
  const { t } = useTranslation();
  const local = useLocalText();
  const domainLabel = useDomainLabel();
  const courses = useCourses();
  const title = (c: Course) => local(c.titleEn, c.titleEl);

  const columns: Column<Course>[] = [
    {
      id: 'title',
      header: t('academyCourse'),
      primary: true,
      cell: (c) => (
        <button
          type="button"
          className="text-left font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
          onClick={() => onOpen(c._id)}
        >
          {title(c)}
        </button>
      ),
    },
    {
      id: 'status',
      header: t('academyStatus'),
      cell: (c) => (
        <StatusBadge
          status={c.status}
          labels={ACADEMY_STATUS_LABELS}
          tones={ACADEMY_STATUS_TONES}
        />
      ),
    },
    {
      id: 'lessons',
      header: t('academyPublishedLessons'),
      align: 'end',
      cell: (c) => c.publishedLessons,
    },
    {
      id: 'roles',
      header: t('academyAssignedTo'),
      cell: (c) =>
        c.assignments.length === 0 ? (
          <span className="text-slate-500 dark:text-slate-400">{t('academyNotAssigned')}</span>
        ) : (
          <ul className="flex flex-wrap gap-1">
            {c.assignments.map((a) => (
              <li key={a.role} className="whitespace-nowrap">
                <Badge tone="info">
                  {t('academyRoleDue', {
                    role: domainLabel(`role.${a.role}`),
                    count: a.dueDays,
                  })}
                </Badge>
              </li>
            ))}
          </ul>
        ),
    },
    { id: 'enrolled', header: t('academyEnrolled'), align: 'end', cell: (c) => c.enrolled },
    {
      id: 'completion',
      header: t('academyCompletionRate'),
      align: 'end',
      cell: (c) => `${c.completionRate}%`,
    },
    {
      id: 'overdue',
      header: t('academyOverdue'),
      align: 'end',
      cell: (c) => (c.overdue > 0 ? <Badge tone="danger">{c.overdue}</Badge> : 0),
    },
  ];

  if (!courses.isSuccess)
    return <QueryStatus failed={courses.isError} onRetry={() => void courses.refetch()} />;
  return (
    <StaticTable
      label={t('academyCourses')}
      columns={columns}
      rows={courses.data}
      rowKey={(c) => c._id}
      empty={t('academyNoCourses')}
    />
  );
}
