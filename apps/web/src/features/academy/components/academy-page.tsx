import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { usePageMeta } from '../../../lib/page-meta';
import { useCan } from '../../../lib/session/use-can';
import { CourseDetail } from './course-detail';
import { CourseDialog } from './course-dialog';
import { CoursesTab } from './courses-tab';
import { ProgressTab } from './progress-tab';

type Tab = 'courses' | 'progress';

// /academy (the provider's admins): the courses that train the businesses' staff, and how far
// their learners are. The address keeps the tab (?tab=progress), the open course (?course=id)
// and the course whose progress is shown (?progress=id).
export function AcademyPage() {
  const { t } = useTranslation();
  usePageMeta('pageAcademy', 'pageAcademyDescription');
  const writable = useCan()('academy:write');
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const tab: Tab = params.get('tab') === 'progress' ? 'progress' : 'courses';
  const opened = params.get('course');

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const open = (id: string) => update((next) => next.set('course', id), false);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader
        title={t('pageAcademy')}
        description={t('academyIntro')}
        actions={
          writable &&
          !opened && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('academyNewCourse')}
            </Button>
          )
        }
      />
      {opened ? (
        <CourseDetail
          id={opened}
          writable={writable}
          onBack={() => update((next) => next.delete('course'))}
        />
      ) : (
        <Tabs
          label={t('pageAcademy')}
          tabs={[
            { key: 'courses', label: t('academyTabCourses') },
            { key: 'progress', label: t('academyTabProgress') },
          ]}
          selected={tab}
          onSelect={(key) =>
            update((next) => {
              if (key === 'courses') next.delete('tab');
              else next.set('tab', key);
            })
          }
        >
          {tab === 'progress' ? (
            <ProgressTab
              courseId={params.get('progress')}
              onCourse={(id) => update((next) => next.set('progress', id))}
            />
          ) : (
            <CoursesTab onOpen={open} />
          )}
        </Tabs>
      )}
      {creating && (
        <CourseDialog
          course={null}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            open(id);
          }}
        />
      )}
    </div>
  );
}
