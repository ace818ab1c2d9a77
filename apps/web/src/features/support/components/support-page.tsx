import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function SupportPage() {
  return <ComingSoonPage title="pageSupport" description="pageSupportDescription" />;
}
