import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function BusinessNetworkPage() {
  return (
    <ComingSoonPage title="pageBusinessNetwork" description="pageBusinessNetworkDescription" />
  );
}
