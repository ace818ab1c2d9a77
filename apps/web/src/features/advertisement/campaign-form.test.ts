import { describe, expect, it } from 'vitest';
import type { CampaignFieldsFragment } from '../../gql/graphql';
import {
  campaignFormSchema,
  campaignFormValues,
  campaignTermsFormSchema,
  lockedTerms,
  type CampaignFormValues,
} from './campaign-form';

const OFFER = '0b6f3a4e-2d0c-4f7a-9a57-1c2d3e4f5a6b';
const TODAY = '2026-03-10';

const form = (changes: Partial<CampaignFormValues>): CampaignFormValues => ({
  ...campaignFormValues(null, TODAY),
  offerId: OFFER,
  budgetMinor: '50.00',
  priceMinor: '2',
  ...changes,
});

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));

describe('the campaign form', () => {
  it('starts today for 30 days at the top of the wallet, and sends amounts in minor units', () => {
    const result = campaignFormSchema.safeParse(form({}));
    expect(result.success && result.data).toEqual({
      offerId: OFFER,
      placement: 'wallet',
      startsOn: TODAY,
      endsOn: '2026-04-08',
      budgetMinor: 5000,
      priceMinor: 200,
    });
  });

  it('says what is wrong beside each field, in the server’s words', () => {
    const result = campaignFormSchema.safeParse(
      form({
        offerId: '',
        startsOn: '2026-03-20',
        endsOn: '2026-03-12',
        budgetMinor: '0',
        priceMinor: '0',
      }),
    );
    expect(messages(result)).toEqual({
      offerId: 'offerNotApproved',
      endsOn: 'campaignEndBeforeStart',
      budgetMinor: 'budgetInvalid',
      priceMinor: 'campaignPriceInvalid',
    });
  });

  it('refuses a price per redemption above the budget, and fractions of a cent', () => {
    expect(messages(campaignFormSchema.safeParse(form({ priceMinor: '60' })))).toEqual({
      priceMinor: 'priceAboveBudget',
    });
    expect(
      campaignFormSchema.safeParse(form({ budgetMinor: '50.005' })).error?.issues[0]?.path,
    ).toEqual(['budgetMinor']);
  });

  it('sends the approved price of an approved campaign, and its start once it has started', () => {
    const campaign = {
      offerId: OFFER,
      placement: 'marketplace',
      startsOn: TODAY,
      endsOn: '2026-03-31',
      budgetMinor: 5000,
      priceMinor: 250,
      status: 'approved',
    } as CampaignFieldsFragment;
    const locked = lockedTerms(campaign, TODAY);
    expect(locked).toEqual({ priceMinor: 250, startsOn: TODAY });
    const values = campaignFormValues(campaign, TODAY);
    expect(values).toMatchObject({
      placement: 'marketplace',
      budgetMinor: '50',
      priceMinor: '2,50',
    });
    const result = campaignTermsFormSchema(locked).safeParse({
      ...values,
      startsOn: '',
      budgetMinor: '80',
      priceMinor: '',
    });
    expect(result.success && result.data).toEqual({
      startsOn: TODAY,
      endsOn: '2026-03-31',
      budgetMinor: 8000,
      priceMinor: 250,
    });
    // Not started yet, its start may still move; pending, everything may.
    expect(lockedTerms(campaign, '2026-03-09')).toEqual({ priceMinor: 250 });
    expect(lockedTerms({ ...campaign, status: 'pending' }, TODAY)).toEqual({});
  });
});
