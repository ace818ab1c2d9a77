import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function BusinessesPage() {
  return <ComingSoonPage title="pageBusinesses" description="pageBusinessesDescription" />;
}
