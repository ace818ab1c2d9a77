import type { TranslationKey } from './i18n/en';

// The words for the money side's fixed values, shared by the sales and accounting pages (read
// with useValueLabel).
export const PAYMENT_METHOD_LABELS: Record<string, TranslationKey> = {
  Cash: 'paymentCash',
  'Bank Transfer': 'paymentBankTransfer',
  Stripe: 'paymentStripe',
  'Credit Card': 'paymentCreditCard',
  Coupon: 'paymentCoupon',
};

export const SALE_KIND_LABELS: Record<string, TranslationKey> = {
  redemption: 'saleKindRedemption',
  counter: 'saleKindCounter',
  refund: 'saleKindRefund',
};
