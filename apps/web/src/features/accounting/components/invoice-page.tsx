import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function InvoicePage() {
  return <ComingSoonPage title="pageInvoice" description="pageInvoiceDescription" />;
}
