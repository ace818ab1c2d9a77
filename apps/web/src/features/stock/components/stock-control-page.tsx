import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function StockControlPage() {
  return <ComingSoonPage title="pageStockControl" description="pageStockControlDescription" />;
}
