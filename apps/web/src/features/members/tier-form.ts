import type { Currency } from '@back-office/domain/constants';
import { stripTags } from '@back-office/domain/inputs';
import type { Programme } from '@back-office/domain/members';
import { tierInputSchema } from '@back-office/domain/schemas/members';
import type { MemberTierFieldsFragment } from '../../gql/graphql';
import { formSchema, majorUnits, minorUnits, optionalNumber } from '../../lib/forms';

// Fields carry TierInput's names; priceMinor holds the price as typed (major units).
export interface TierFormValues {
  nameEn: string;
  nameEl: string;
  priceMinor: string;
  currency: Currency;
  periodMonths: string;
  rank: string;
  active: boolean;
}

export const TIER_FORM_FIELDS = [
  'nameEn',
  'nameEl',
  'priceMinor',
  'currency',
  'periodMonths',
  'rank',
] as const satisfies readonly (keyof TierFormValues)[];

export function tierFormValues(
  tier: MemberTierFieldsFragment | null,
  nextRank: number,
): TierFormValues {
  return {
    nameEn: tier?.nameEn ?? '',
    nameEl: tier?.nameEl ?? '',
    priceMinor: tier ? majorUnits(tier.priceMinor) : '',
    currency: (tier?.currency ?? 'EUR') as Currency,
    periodMonths: String(tier?.periodMonths ?? 12),
    rank: String(tier?.rank ?? nextRank),
    active: tier?.active ?? true,
  };
}

const text = (value: string) => stripTags(value).trim();

// The form of one programme's tier checked with the server's own schema.
export function tierFormSchema(programme: Programme) {
  return formSchema(
    (form: TierFormValues) => ({
      programme,
      nameEn: text(form.nameEn),
      nameEl: text(form.nameEl),
      priceMinor: minorUnits(form.priceMinor),
      currency: form.currency,
      periodMonths: optionalNumber(form.periodMonths),
      rank: optionalNumber(form.rank),
      active: form.active,
    }),
    tierInputSchema,
  );
}
