import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function CustomersPage() {
  return <ComingSoonPage title="pageCustomers" description="pageCustomersDescription" />;
}
