import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function LifestyleMembersPage() {
  return (
    <ComingSoonPage title="pageLifestyleMembers" description="pageLifestyleMembersDescription" />
  );
}
