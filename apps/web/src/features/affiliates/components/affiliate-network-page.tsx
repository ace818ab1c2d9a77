import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function AffiliateNetworkPage() {
  return (
    <ComingSoonPage title="pageAffiliateNetwork" description="pageAffiliateNetworkDescription" />
  );
}
