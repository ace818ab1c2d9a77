import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function ProfilePage() {
  return <ComingSoonPage title="pageProfile" description="pageProfileDescription" />;
}
