import { minorToDecimal } from '@back-office/domain/accounting';
import { formatMoney } from '@back-office/domain/money';
import type { MemberStatus } from '@back-office/domain/members';
import type { BadgeTone } from '../../../components/ui/badge';
import type { TranslationKey } from '../../../lib/i18n/en';

// The words and colours of a membership's status (read with StatusBadge or useValueLabel).
export const MEMBER_STATUS_LABELS: Record<MemberStatus, TranslationKey> = {
  active: 'memberStatusActive',
  expiring: 'memberStatusExpiring',
  lapsed: 'memberStatusLapsed',
  cancelled: 'memberStatusCancelled',
};

export const MEMBER_STATUS_TONES: Record<MemberStatus, BadgeTone> = {
  active: 'success',
  expiring: 'warning',
  lapsed: 'neutral',
  cancelled: 'danger',
};

// What a membership has been worth to the member: its members-only offers redeemed, per currency.
export const redeemedValueText = (member: {
  redeemedValue: readonly { amountMinor: number; currency: string }[];
}) => member.redeemedValue.map((v) => formatMoney(v.amountMinor, v.currency)).join(' + ');

/**
 * The same in a CSV: a number a spreadsheet sums when it is in one currency, as a business's
 * members' redemptions are; in several (the business changed its currency) each with its code.
 */
export const redeemedValueCsv = ({
  redeemedValue,
}: {
  redeemedValue: readonly { amountMinor: number; currency: string }[];
}) =>
  redeemedValue.length === 1
    ? minorToDecimal(redeemedValue[0]!.amountMinor)
    : redeemedValue.map((v) => `${minorToDecimal(v.amountMinor)} ${v.currency}`).join(' + ');
