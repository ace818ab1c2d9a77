import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function PendingOffersPage() {
  return <ComingSoonPage title="pagePendingOffers" description="pagePendingOffersDescription" />;
}
