// The forms of advertising campaigns, applied by the server to the same operations' arguments.
import { z } from 'zod';
import {
  ADVERTISEMENT_MESSAGES as M,
  ADVERTISEMENT_RULES,
  CAMPAIGN_PLACEMENTS,
  CAMPAIGN_STATES,
} from '../advertisement';
import { MESSAGES } from '../messages';
import { daysBetween, isCalendarDay } from '../periods';
import { requiredText } from './fields';

const day = z.string({ error: M.datesInvalid }).refine(isCalendarDay, { error: M.datesInvalid });

const minor = (message: string) =>
  z
    .number({ error: message })
    .int({ error: MESSAGES.wholeNumber })
    .min(1, { error: message })
    .max(ADVERTISEMENT_RULES.maxBudgetMinor, { error: M.amountTooLarge });

// The terms a business may change while the campaign is pending (and, but for the price, later).
const terms = z.object({
  startsOn: day,
  endsOn: day,
  budgetMinor: minor(M.budgetInvalid),
  priceMinor: minor(M.priceInvalid),
});

function checkTerms(
  v: { startsOn: string; endsOn: string; budgetMinor: number; priceMinor: number },
  ctx: z.RefinementCtx,
) {
  if (v.endsOn < v.startsOn)
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: M.endBeforeStart });
  else if (daysBetween(v.startsOn, v.endsOn) + 1 > ADVERTISEMENT_RULES.maxDays)
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: M.tooLong });
  if (v.priceMinor > v.budgetMinor)
    ctx.addIssue({ code: 'custom', path: ['priceMinor'], message: M.priceAboveBudget });
}

export const campaignInputSchema = terms
  .extend({
    offerId: z.uuid({ error: M.offerNotApproved }),
    placement: z.enum(CAMPAIGN_PLACEMENTS, { error: M.placementUnknown }),
  })
  .superRefine(checkTerms);
export type CampaignInput = z.output<typeof campaignInputSchema>;

export const campaignTermsSchema = terms.superRefine(checkTerms);
export type CampaignTerms = z.output<typeof campaignTermsSchema>;

export const campaignRejectSchema = z.object({
  id: z.uuid({ error: M.campaignNotFound }),
  reason: requiredText(M.reasonRequired, ADVERTISEMENT_RULES.maxReasonLength),
});

export const campaignFilterSchema = z.object({
  state: z.enum(CAMPAIGN_STATES, { error: MESSAGES.unknownStatus }).nullish(),
});
