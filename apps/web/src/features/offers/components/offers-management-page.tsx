import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function OffersManagementPage() {
  return (
    <ComingSoonPage title="pageOffersManagement" description="pageOffersManagementDescription" />
  );
}
