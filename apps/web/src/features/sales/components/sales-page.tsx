import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function SalesPage() {
  return <ComingSoonPage title="pageSales" description="pageSalesDescription" />;
}
