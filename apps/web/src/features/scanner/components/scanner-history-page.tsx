import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function ScannerHistoryPage() {
  return <ComingSoonPage title="pageScannerHistory" description="pageScannerHistoryDescription" />;
}
