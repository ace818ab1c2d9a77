// The forms of advertising campaigns, applied by the server to the same operations' arguments.
import { z } from 'zod';
import { ADVERTISEMENT_RULES, CAMPAIGN_PLACEMENTS, CAMPAIGN_STATES } from '../advertisement';
import { daysBetween, isCalendarDay } from '../periods';
import { requiredText } from './fields';
import { msg } from '../message-keys';

const day = z
  .string({ error: msg('datesInvalid') })
  .refine(isCalendarDay, { error: msg('datesInvalid') });

const minor = (message: string) =>
  z
    .number({ error: message })
    .int({ error: msg('wholeNumber') })
    .min(1, { error: message })
    .max(ADVERTISEMENT_RULES.maxBudgetMinor, { error: msg('amountTooLarge') });

// The terms a business may change while the campaign is pending (and, but for the price, later).
const terms = z.object({
  startsOn: day,
  endsOn: day,
  budgetMinor: minor(msg('budgetInvalid')),
  priceMinor: minor(msg('campaignPriceInvalid')),
});

function checkTerms(
  v: { startsOn: string; endsOn: string; budgetMinor: number; priceMinor: number },
  ctx: z.RefinementCtx,
) {
  if (v.endsOn < v.startsOn)
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: msg('campaignEndBeforeStart') });
  else if (daysBetween(v.startsOn, v.endsOn) + 1 > ADVERTISEMENT_RULES.maxDays)
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: msg('tooLong') });
  if (v.priceMinor > v.budgetMinor)
    ctx.addIssue({ code: 'custom', path: ['priceMinor'], message: msg('priceAboveBudget') });
}

export const campaignInputSchema = terms
  .extend({
    offerId: z.uuid({ error: msg('offerNotApproved') }),
    placement: z.enum(CAMPAIGN_PLACEMENTS, { error: msg('placementUnknown') }),
  })
  .superRefine(checkTerms);
export type CampaignInput = z.output<typeof campaignInputSchema>;

export const campaignTermsSchema = terms.superRefine(checkTerms);
export type CampaignTerms = z.output<typeof campaignTermsSchema>;

export const campaignRejectSchema = z.object({
  id: z.uuid({ error: msg('campaignNotFound') }),
  reason: requiredText(msg('rejectionReasonRequired'), ADVERTISEMENT_RULES.maxReasonLength),
});

export const campaignFilterSchema = z.object({
  state: z.enum(CAMPAIGN_STATES, { error: msg('unknownStatus') }).nullish(),
});
