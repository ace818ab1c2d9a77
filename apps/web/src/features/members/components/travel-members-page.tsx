import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function TravelMembersPage() {
  return <ComingSoonPage title="pageTravelMembers" description="pageTravelMembersDescription" />;
}
