import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function AffiliateCommissionsPage() {
  return (
    <ComingSoonPage
      title="pageAffiliateCommissions"
      description="pageAffiliateCommissionsDescription"
    />
  );
}
