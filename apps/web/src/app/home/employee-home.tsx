import { HomePanel } from '../../components/ui/home-panel';
import { PageHeader } from '../../components/ui/page-header';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePageMeta } from '../../lib/page-meta';
import { useCan } from '../../lib/session/use-can';
import { useSession } from '../../lib/session/use-session';
import { MyBusiness } from '../../features/business-profile/components/my-business';
import { MyTraining } from '../../features/profile/components/my-training';
import { MyTickets } from '../../features/support/components/my-tickets';

// / for an EMPLOYEE (and a role the product does not know): their own courses, which need no
// action; their own tickets (support:write) and their business (business-profile:read).
export function EmployeeHome() {
  const { t } = useTranslation();
  usePageMeta('pageDashboard', 'homeEmployeeDescription');
  const can = useCan();
  const name = useSession().employee?.firstName ?? '';
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <PageHeader
        title={t('homeEmployeeTitle', { name })}
        description={t('homeEmployeeDescription')}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <HomePanel
          title={t('homeMyTraining')}
          link={{ to: '/profile', label: t('homeOpenProfile') }}
          testId="home-my-training"
        >
          <MyTraining />
        </HomePanel>
        <div className="space-y-4">
          {can('support:write') && <MyTickets />}
          {can('business-profile:read') && <MyBusiness />}
        </div>
      </div>
    </div>
  );
}
