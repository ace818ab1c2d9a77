import { MESSAGE_CODES } from '@back-office/domain/errors';
import type { TranslationKey } from '../../lib/i18n/en';

// The outcomes a scan is recorded with (coupon.scanQrCode's messageCode), in filter order.
export const SCAN_OUTCOMES: readonly { code: string; label: TranslationKey }[] = [
  { code: MESSAGE_CODES.COUPON_REDEEMED, label: 'outcomeCouponRedeemed' },
  { code: MESSAGE_CODES.ALREADY_REDEEMED, label: 'outcomeAlreadyRedeemed' },
  { code: MESSAGE_CODES.EXPIRED_TOKEN, label: 'outcomeExpiredToken' },
  { code: MESSAGE_CODES.INVALID_TOKEN, label: 'outcomeInvalidToken' },
  { code: MESSAGE_CODES.WRONG_MERCHANT, label: 'outcomeWrongMerchant' },
  { code: 'COUPON_EXPIRED', label: 'outcomeCouponExpired' },
  { code: MESSAGE_CODES.MISSING_DATA, label: 'outcomeMissingData' },
];

export function outcomeLabel(code: string): TranslationKey | null {
  return SCAN_OUTCOMES.find((outcome) => outcome.code === code)?.label ?? null;
}
