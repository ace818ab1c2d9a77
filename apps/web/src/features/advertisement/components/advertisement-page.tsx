import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function AdvertisementPage() {
  return <ComingSoonPage title="pageAdvertisement" description="pageAdvertisementDescription" />;
}
