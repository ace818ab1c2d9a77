import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function StoreEditPage() {
  return <ComingSoonPage title="pageStoreEdit" description="pageStoreEditDescription" />;
}
