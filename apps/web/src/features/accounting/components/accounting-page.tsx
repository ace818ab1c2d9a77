import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function AccountingPage() {
  return <ComingSoonPage title="pageAccounting" description="pageAccountingDescription" />;
}
