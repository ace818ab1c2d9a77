import { RESULT_CODES } from '@back-office/domain/result-codes';
import type { TranslationKey } from '../../lib/i18n/en';

// The outcomes a scan is recorded with (coupon.scanQrCode's messageCode), in filter order.
export const SCAN_OUTCOMES: readonly { code: string; label: TranslationKey }[] = [
  { code: RESULT_CODES.COUPON_REDEEMED, label: 'outcomeCouponRedeemed' },
  { code: RESULT_CODES.ALREADY_REDEEMED, label: 'outcomeAlreadyRedeemed' },
  { code: RESULT_CODES.EXPIRED_TOKEN, label: 'outcomeExpiredToken' },
  { code: RESULT_CODES.INVALID_TOKEN, label: 'outcomeInvalidToken' },
  { code: RESULT_CODES.WRONG_MERCHANT, label: 'outcomeWrongMerchant' },
  { code: RESULT_CODES.COUPON_EXPIRED, label: 'outcomeCouponExpired' },
  { code: RESULT_CODES.MISSING_DATA, label: 'outcomeMissingData' },
];

export function outcomeLabel(code: string): TranslationKey | null {
  return SCAN_OUTCOMES.find((outcome) => outcome.code === code)?.label ?? null;
}
