import { formatPercent } from '@back-office/domain/money';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Download } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { StaticTable } from '../../../components/ui/data-table/static-table';
import type { TableColumn } from '../../../components/ui/data-table/columns';
import { LoadMore } from '../../../components/ui/load-more';
import { QueryStatus } from '../../../components/ui/query-status';
import { SelectField } from '../../../components/ui/select-field';
import type { AcademyLearnersQuery, AcademyProgressQuery } from '../../../gql/graphql';
import { downloadAuthorized } from '../../../lib/authorized-download';
import { useBusinessDateFormat } from '../../../lib/business-profile/use-business-date-format';
import { notifyRequestError } from '../../../lib/graphql/notify-request-error';
import { useLocalText } from '../../../lib/i18n/local-name';
import { useCourseProgress, useCourses, useLearners } from '../api/academy';

type BusinessRow = AcademyProgressQuery['academy']['businessProgress'][number];
type LearnerRow = AcademyLearnersQuery['academy']['learners']['nodes'][number];

// GET /exports/academy-progress.csv: the people's rows with the same filters, made by the server.
export function progressCsvUrl(courseId: string, merchantId: string, overdueOnly: boolean) {
  const query = new URLSearchParams({ courseId });
  if (merchantId) query.set('merchantId', merchantId);
  if (overdueOnly) query.set('overdueOnly', 'true');
  return `/exports/academy-progress.csv?${query}`;
}

// How far the learners of one course are: per business, and per person (to do before done,
// overdue first), narrowed to a business or to the overdue.
export function ProgressTab({
  courseId,
  onCourse,
}: {
  courseId: string | null;
  onCourse: (courseId: string) => void;
}) {
  const { t } = useTranslation();
  const local = useLocalText();
  const courses = useCourses();
  const [merchantId, setMerchantId] = useState('');
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const list = courses.data ?? [];
  const selected = list.find((c) => c._id === courseId) ?? list[0] ?? null;
  const progress = useCourseProgress(selected?._id ?? '');
  const learners = useLearners({ courseId: selected?._id ?? '', merchantId, overdueOnly });

  if (!courses.isSuccess)
    return <QueryStatus failed={courses.isError} onRetry={() => void courses.refetch()} />;
  if (!selected)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('academyNoCourses')}</p>;

  async function download(id: string) {
    setDownloading(true);
    try {
      await downloadAuthorized(progressCsvUrl(id, merchantId, overdueOnly), 'academy-progress.csv');
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          className="w-full sm:w-72"
          label={t('academyCourse')}
          value={selected._id}
          onChange={(event) => {
            setMerchantId('');
            onCourse(event.target.value);
          }}
          options={list.map((c) => ({ value: c._id, label: local(c.titleEn, c.titleEl) }))}
        />
        <SelectField
          className="w-full sm:w-56"
          label={t('columnBusiness')}
          value={merchantId}
          onChange={(event) => setMerchantId(event.target.value)}
          options={[
            { value: '', label: t('filterAllBusinesses') },
            ...(progress.data ?? []).map((b) => ({
              value: b.merchantId,
              label: b.businessName,
            })),
          ]}
        />
        <CheckboxField
          className="pb-2.5"
          label={t('academyOverdueOnly')}
          checked={overdueOnly}
          onChange={(event) => setOverdueOnly(event.target.checked)}
        />
        <Button
          variant="secondary"
          className="sm:ml-auto"
          loading={downloading}
          onClick={() => void download(selected._id)}
        >
          {!downloading && <Download className="size-4" aria-hidden="true" />}
          {t('academyDownloadCsv')}
        </Button>
      </div>
      {!progress.isSuccess ? (
        <QueryStatus failed={progress.isError} onRetry={() => void progress.refetch()} />
      ) : (
        <BusinessTable rows={progress.data} />
      )}
      {!learners.isSuccess ? (
        <QueryStatus failed={learners.isError} onRetry={() => void learners.refetch()} />
      ) : (
        <LearnerTable
          rows={learners.data.pages.flatMap((page) => page.nodes)}
          filtered={Boolean(merchantId) || overdueOnly}
        />
      )}
      <LoadMore list={learners} />
    </div>
  );
}

const businessColumnHelper = createColumnHelper<BusinessRow>();

function BusinessTable({ rows }: { rows: readonly BusinessRow[] }) {
  const { t, i18n } = useTranslation();
  const columns: TableColumn<BusinessRow>[] = [
    businessColumnHelper.display({
      id: 'business',
      header: t('columnBusiness'),
      cell: ({ row: { original: b } }) => b.businessName,
      meta: { primary: true },
    }),
    businessColumnHelper.display({
      id: 'enrolled',
      header: t('academyEnrolled'),
      cell: ({ row: { original: b } }) => b.enrolled,
      meta: { align: 'end' },
    }),
    businessColumnHelper.display({
      id: 'completed',
      header: t('academyCompleted'),
      cell: ({ row: { original: b } }) => b.completed,
      meta: { align: 'end' },
    }),
    businessColumnHelper.display({
      id: 'rate',
      header: t('academyCompletionRate'),
      cell: ({ row: { original: b } }) =>
        formatPercent(b.completionRate / 100, i18n.language === 'el' ? 'el' : 'en'),
      meta: { align: 'end' },
    }),
    businessColumnHelper.display({
      id: 'overdue',
      header: t('academyOverdue'),
      cell: ({ row: { original: b } }) =>
        b.overdue > 0 ? <Badge tone="danger">{b.overdue}</Badge> : 0,
      meta: { align: 'end' },
    }),
  ];
  return (
    <section aria-labelledby="academy-by-business" className="space-y-2">
      <h3 id="academy-by-business" className="text-lg font-semibold">
        {t('academyByBusiness')}
      </h3>
      <StaticTable
        label={t('academyByBusiness')}
        columns={columns}
        rows={rows}
        rowKey={(b) => b.merchantId}
        empty={t('academyNobodyEnrolled')}
      />
    </section>
  );
}

const learnerColumnHelper = createColumnHelper<LearnerRow>();

function LearnerTable({ rows, filtered }: { rows: readonly LearnerRow[]; filtered: boolean }) {
  const { t } = useTranslation();
  const dates = useBusinessDateFormat();
  const columns: TableColumn<LearnerRow>[] = [
    learnerColumnHelper.display({
      id: 'name',
      header: t('academyPerson'),
      cell: ({ row: { original: l } }) => l.name,
      meta: { primary: true },
    }),
    learnerColumnHelper.display({
      id: 'email',
      header: t('email'),
      cell: ({ row: { original: l } }) => l.email,
    }),
    learnerColumnHelper.display({
      id: 'businesses',
      header: t('academyBusinesses'),
      cell: ({ row: { original: l } }) => l.businesses.join(', '),
    }),
    learnerColumnHelper.display({
      id: 'due',
      header: t('academyDue'),
      cell: ({ row: { original: l } }) => (
        <span className="whitespace-nowrap">{dates.date(l.dueAt)}</span>
      ),
    }),
    learnerColumnHelper.display({
      id: 'lessons',
      header: t('academyLessonsDone'),
      cell: ({ row: { original: l } }) => `${l.completedLessons}/${l.totalLessons}`,
      meta: { align: 'end' },
    }),
    learnerColumnHelper.display({
      id: 'completed',
      header: t('academyCompletedAt'),
      cell: ({ row: { original: l } }) =>
        l.completedAt ? (
          <span className="whitespace-nowrap">{dates.date(l.completedAt)}</span>
        ) : (
          '—'
        ),
    }),
    learnerColumnHelper.display({
      id: 'state',
      header: t('academyStatus'),
      cell: ({ row: { original: l } }) =>
        l.completedAt ? (
          <Badge tone="success">{t('academyStateCompleted')}</Badge>
        ) : l.overdue ? (
          <Badge tone="danger">{t('academyOverdueBadge')}</Badge>
        ) : (
          <Badge>{t('academyStateInProgress')}</Badge>
        ),
    }),
  ];
  return (
    <section aria-labelledby="academy-by-person" className="space-y-2">
      <h3 id="academy-by-person" className="text-lg font-semibold">
        {t('academyByPerson')}
      </h3>
      <StaticTable
        label={t('academyByPerson')}
        columns={columns}
        rows={rows}
        rowKey={(l) => l.employeeId}
        empty={filtered ? t('academyNoLearnersMatch') : t('academyNobodyEnrolled')}
      />
    </section>
  );
}
