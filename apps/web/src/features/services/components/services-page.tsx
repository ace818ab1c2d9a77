import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function ServicesPage() {
  return <ComingSoonPage title="pageServices" description="pageServicesDescription" />;
}
