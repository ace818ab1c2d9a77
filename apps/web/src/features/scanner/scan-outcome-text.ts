import type { TFunction } from 'i18next';
import { scanHint } from '@back-office/domain/errors';
import { formatMoney } from '@back-office/domain/money';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import { messageText } from '../../lib/i18n/message-text';
import type { ScanOutcome } from './scan-flow';

export interface OutcomeText {
  title: string;
  message: string;
  hint: string | null;
}

// The words shown for each outcome; a redeemed coupon's value is always in euros.
export function outcomeText(outcome: ScanOutcome, t: TFunction): OutcomeText {
  const hint = (code: string) => {
    const text = scanHint(code);
    return text ? messageText(text) : null;
  };
  switch (outcome.kind) {
    case 'redeemed':
      return {
        title: t('redeemedTitle'),
        message: `${outcome.couponName} · ${formatMoney(outcome.valueMinor, 'EUR')}`,
        hint: null,
      };
    case 'wrong-business':
      return {
        title: t('wrongBusinessTitle'),
        message: t('wrongBusinessMessage'),
        hint: hint(RESULT_CODES.WRONG_MERCHANT),
      };
    case 'missing-data':
      return { title: t('invalidQrTitle'), message: t('missingRequiredData'), hint: null };
    case 'failed':
      return { title: t('scanFailedTitle'), message: outcome.code, hint: hint(outcome.code) };
    case 'error':
      return { title: t('errorTitle'), message: messageText(outcome.message), hint: null };
  }
}
