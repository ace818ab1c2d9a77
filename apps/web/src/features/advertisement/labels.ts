import type { CampaignPlacement, CampaignState } from '@back-office/domain/advertisement';
import type { BadgeTone } from '../../components/ui/badge';
import type { TranslationKey } from '../../lib/i18n/en';

// The words and colours of a campaign's state and placement (read with StatusBadge or
// useValueLabel).
export const CAMPAIGN_STATE_LABELS: Record<CampaignState, TranslationKey> = {
  pending: 'campaignStatePending',
  rejected: 'campaignStateRejected',
  scheduled: 'campaignStateScheduled',
  active: 'campaignStateActive',
  paused: 'campaignStatePaused',
  exhausted: 'campaignStateExhausted',
  ended: 'campaignStateEnded',
};

export const CAMPAIGN_STATE_TONES: Record<CampaignState, BadgeTone> = {
  pending: 'warning',
  rejected: 'danger',
  scheduled: 'info',
  active: 'success',
  paused: 'neutral',
  exhausted: 'warning',
  ended: 'neutral',
};

export const CAMPAIGN_PLACEMENT_LABELS: Record<CampaignPlacement, TranslationKey> = {
  wallet: 'campaignPlacementWallet',
  marketplace: 'campaignPlacementMarketplace',
};
