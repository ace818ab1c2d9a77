import { ComingSoonPage } from '../../../components/ui/coming-soon-page';

export function SubscriptionSettingsPage() {
  return (
    <ComingSoonPage
      title="pageSubscriptionSettings"
      description="pageSubscriptionSettingsDescription"
    />
  );
}
