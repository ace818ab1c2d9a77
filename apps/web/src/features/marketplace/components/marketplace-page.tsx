import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function MarketplacePage() {
  return <ComingSoonPage title="pageMarketplace" description="pageMarketplaceDescription" />;
}
