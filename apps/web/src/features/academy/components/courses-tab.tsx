import { formatPercent } from '@back-office/domain/money';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Badge } from '../../../components/ui/badge';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { QueryStatus } from '../../../components/ui/query-status';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { AcademyCourseFieldsFragment } from '../../../gql/graphql';
import { useDomainLabel } from '../../../lib/i18n/use-domain-label';
import { useLocalText } from '../../../lib/i18n/local-name';
import { useCourses } from '../api/academy';
import { ACADEMY_STATUS_LABELS, ACADEMY_STATUS_TONES } from '../labels';

type Course = AcademyCourseFieldsFragment;

const columnHelper = createColumnHelper<Course>();

// Every course with its figures; its title opens it.
export function CoursesTab({ onOpen }: { onOpen: (courseId: string) => void }) {
  const { t, i18n } = useTranslation();
  const local = useLocalText();
  const domainLabel = useDomainLabel();
  const courses = useCourses();
  const title = (c: Course) => local(c.titleEn, c.titleEl);

  const columns: TableColumn<Course>[] = [
    columnHelper.display({
      id: 'title',
      header: t('academyCourse'),
      cell: ({ row: { original: c } }) => (
        <button
          type="button"
          className="text-left font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
          onClick={() => onOpen(c._id)}
        >
          {title(c)}
        </button>
      ),
      meta: { primary: true },
    }),
    columnHelper.display({
      id: 'status',
      header: t('academyStatus'),
      cell: ({ row: { original: c } }) => (
        <StatusBadge
          status={c.status}
          labels={ACADEMY_STATUS_LABELS}
          tones={ACADEMY_STATUS_TONES}
        />
      ),
    }),
    columnHelper.display({
      id: 'lessons',
      header: t('academyPublishedLessons'),
      cell: ({ row: { original: c } }) => c.publishedLessons,
      meta: { align: 'end' },
    }),
    columnHelper.display({
      id: 'roles',
      header: t('academyAssignedTo'),
      cell: ({ row: { original: c } }) =>
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
    }),
    columnHelper.display({
      id: 'enrolled',
      header: t('academyEnrolled'),
      cell: ({ row: { original: c } }) => c.enrolled,
      meta: { align: 'end' },
    }),
    columnHelper.display({
      id: 'completion',
      header: t('academyCompletionRate'),
      cell: ({ row: { original: c } }) =>
        formatPercent(c.completionRate / 100, i18n.language === 'el' ? 'el' : 'en'),
      meta: { align: 'end' },
    }),
    columnHelper.display({
      id: 'overdue',
      header: t('academyOverdue'),
      cell: ({ row: { original: c } }) =>
        c.overdue > 0 ? <Badge tone="danger">{c.overdue}</Badge> : 0,
      meta: { align: 'end' },
    }),
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
