import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function BusinessProfilePage() {
  return (
    <ComingSoonPage title="pageBusinessProfile" description="pageBusinessProfileDescription" />
  );
}
