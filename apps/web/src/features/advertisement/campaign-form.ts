import type { CampaignPlacement } from '@back-office/domain/advertisement';
import { addDays } from '@back-office/domain/periods';
import {
  campaignInputSchema,
  campaignTermsSchema,
} from '@back-office/domain/schemas/advertisement';
import type { CampaignFieldsFragment } from '../../gql/graphql';
import { formSchema, majorUnits, minorUnits } from '../../lib/forms';

// Fields carry CampaignInput's names; budgetMinor and priceMinor hold the amounts as typed
// (major units, "50.00"), as the other money forms do.
export interface CampaignFormValues {
  offerId: string;
  placement: CampaignPlacement;
  startsOn: string;
  endsOn: string;
  budgetMinor: string;
  priceMinor: string;
}

export const CAMPAIGN_FORM_FIELDS = [
  'offerId',
  'placement',
  'startsOn',
  'endsOn',
  'budgetMinor',
  'priceMinor',
] as const satisfies readonly (keyof CampaignFormValues)[];

// A new campaign starts today and runs for 30 days; an existing one's terms as they are.
export function campaignFormValues(
  campaign: CampaignFieldsFragment | null,
  today: string,
): CampaignFormValues {
  return {
    offerId: campaign?.offerId ?? '',
    placement: campaign?.placement === 'marketplace' ? 'marketplace' : 'wallet',
    startsOn: campaign?.startsOn ?? today,
    endsOn: campaign?.endsOn ?? addDays(today, 29),
    budgetMinor: campaign ? majorUnits(campaign.budgetMinor) : '',
    priceMinor: campaign ? majorUnits(campaign.priceMinor) : '',
  };
}

const terms = (form: CampaignFormValues) => ({
  startsOn: form.startsOn,
  endsOn: form.endsOn,
  budgetMinor: minorUnits(form.budgetMinor),
  priceMinor: minorUnits(form.priceMinor),
});

// A new campaign checked with the server's own schema.
export const campaignFormSchema = formSchema(
  (form: CampaignFormValues) => ({
    offerId: form.offerId,
    placement: form.placement,
    ...terms(form),
  }),
  campaignInputSchema,
);

// What an approved campaign keeps: its price (customers took the offer at it) and, once it has
// started, its first day.
export interface LockedTerms {
  priceMinor?: number;
  startsOn?: string;
}

export function lockedTerms(
  campaign: Pick<CampaignFieldsFragment, 'status' | 'priceMinor' | 'startsOn'>,
  today: string,
): LockedTerms {
  if (campaign.status !== 'approved' && campaign.status !== 'paused') return {};
  return {
    priceMinor: campaign.priceMinor,
    ...(campaign.startsOn <= today ? { startsOn: campaign.startsOn } : {}),
  };
}

// The terms of an existing campaign: what is locked is sent as it is, whatever its (disabled)
// field holds.
export function campaignTermsFormSchema(locked: LockedTerms) {
  return formSchema(
    (form: CampaignFormValues) => ({ ...terms(form), ...locked }),
    campaignTermsSchema,
  );
}
