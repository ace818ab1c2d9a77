import { useTranslation } from '../../../lib/i18n/use-translation';
import type { CampaignFieldsFragment } from '../../../gql/graphql';

const linkClass =
  'text-left font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300';

// A campaign's name in a list (the offer it advertises): opens the campaign.
export function CampaignLink({
  campaign,
  onOpen,
}: {
  campaign: CampaignFieldsFragment;
  onOpen: (campaignId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={linkClass}
      aria-label={t('campaignOpenNamed', { title: campaign.offerTitle })}
      onClick={() => onOpen(campaign._id)}
    >
      {campaign.offerTitle}
    </button>
  );
}
