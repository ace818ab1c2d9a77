import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function BusinessCustomersPage() {
  return (
    <ComingSoonPage title="pageBusinessCustomers" description="pageBusinessCustomersDescription" />
  );
}
