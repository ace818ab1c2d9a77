import type { MessageKey } from './message-keys';
import { MESSAGES, type CoreMessageKey } from './messages';

// messageCode of every operation's result: expected business outcomes are data, not errors.
// One list, so that a code means one thing wherever it is answered and has one text.
export const RESULT_CODES = {
  // Sign-in, sign-up, sessions, passwords
  LOGIN_SUCCESS: 'LOGIN_SUCCESS',
  LOGGED_OUT: 'LOGGED_OUT',
  LOGIN_FAILED: 'LOGIN_FAILED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  SIGNUP_SUCCESS: 'SIGNUP_SUCCESS',
  BUSINESS_SELECTED: 'BUSINESS_SELECTED',
  NOT_A_MEMBER: 'NOT_A_MEMBER',
  RESET_LINK_SENT: 'RESET_LINK_SENT',
  PASSWORD_RESET: 'PASSWORD_RESET',
  INVALID_RESET_TOKEN: 'INVALID_RESET_TOKEN',
  SAME_PASSWORD: 'SAME_PASSWORD',
  TOKEN_REFRESHED: 'TOKEN_REFRESHED',
  EMPLOYEE_FOUND: 'EMPLOYEE_FOUND',
  EMPLOYEE_NOT_FOUND: 'EMPLOYEE_NOT_FOUND',

  // Coupon redemption; a scan is recorded with its outcome
  INVALID_TOKEN: 'INVALID_TOKEN',
  EXPIRED_TOKEN: 'EXPIRED_TOKEN',
  WRONG_MERCHANT: 'WRONG_MERCHANT',
  ALREADY_REDEEMED: 'ALREADY_REDEEMED',
  COUPON_EXPIRED: 'COUPON_EXPIRED',
  MISSING_DATA: 'MISSING_DATA',
  COUPON_REDEEMED: 'COUPON_REDEEMED',
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
  BACKEND_SERVICE_ERROR: 'BACKEND_SERVICE_ERROR',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',

  // Marketplace and the customer's wallet
  PRODUCT_SAVED: 'PRODUCT_SAVED',
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  OFFER_SAVED: 'OFFER_SAVED',
  OFFER_NOT_FOUND: 'OFFER_NOT_FOUND',
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  OFFER_TAKEN: 'OFFER_TAKEN',
  ALREADY_TAKEN: 'ALREADY_TAKEN',
  OFFER_NOT_AVAILABLE: 'OFFER_NOT_AVAILABLE',
  SOLD_OUT: 'SOLD_OUT',

  // People and organisations
  MEMBER_ADDED: 'MEMBER_ADDED',
  INVITATION_SENT: 'INVITATION_SENT',
  ALREADY_MEMBER: 'ALREADY_MEMBER',
  MEMBER_SAVED: 'MEMBER_SAVED',
  MEMBER_NOT_FOUND: 'MEMBER_NOT_FOUND',
  LAST_EXECUTIVE: 'LAST_EXECUTIVE',
  BUSINESS_CREATED: 'BUSINESS_CREATED',
  BUSINESS_SAVED: 'BUSINESS_SAVED',
  BUSINESS_NOT_FOUND: 'BUSINESS_NOT_FOUND',
  PROVIDER_NOT_SUSPENDABLE: 'PROVIDER_NOT_SUSPENDABLE',
  STORE_SAVED: 'STORE_SAVED',
  STORE_DELETED: 'STORE_DELETED',
  STORE_NOT_FOUND: 'STORE_NOT_FOUND',
  SETTINGS_SAVED: 'SETTINGS_SAVED',
  PROFILE_SAVED: 'PROFILE_SAVED',
  PASSWORD_CHANGED: 'PASSWORD_CHANGED',
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  SIGNED_OUT_OTHER_DEVICES: 'SIGNED_OUT_OTHER_DEVICES',
  CUSTOMER_NOT_FOUND: 'CUSTOMER_NOT_FOUND',
  WALLET_KEY_REISSUED: 'WALLET_KEY_REISSUED',
  SERVICE_SAVED: 'SERVICE_SAVED',
  SERVICE_DELETED: 'SERVICE_DELETED',
  SERVICE_NOT_FOUND: 'SERVICE_NOT_FOUND',

  // Sales, invoices, credit notes and payments
  SALE_RECORDED: 'SALE_RECORDED',
  SALE_NOT_FOUND: 'SALE_NOT_FOUND',
  REFUND_RECORDED: 'REFUND_RECORDED',
  REFUND_EXCEEDS_SALE: 'REFUND_EXCEEDS_SALE',
  NOT_REFUNDABLE: 'NOT_REFUNDABLE',
  INSUFFICIENT_STOCK: 'INSUFFICIENT_STOCK',
  INVOICE_SAVED: 'INVOICE_SAVED',
  INVOICE_DELETED: 'INVOICE_DELETED',
  INVOICE_CANCELLED: 'INVOICE_CANCELLED',
  INVOICE_POSTED: 'INVOICE_POSTED',
  INVOICE_NOT_FOUND: 'INVOICE_NOT_FOUND',
  INVOICE_NOT_DRAFT: 'INVOICE_NOT_DRAFT',
  INVOICE_NOT_POSTED: 'INVOICE_NOT_POSTED',
  INVOICE_EMPTY: 'INVOICE_EMPTY',
  CREDIT_NOTE_ISSUED: 'CREDIT_NOTE_ISSUED',
  CREDIT_EXCEEDS_INVOICE: 'CREDIT_EXCEEDS_INVOICE',
  PAYMENT_RECORDED: 'PAYMENT_RECORDED',
  PAYMENT_VOIDED: 'PAYMENT_VOIDED',
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND',
  PAYMENT_EXCEEDS_DUE: 'PAYMENT_EXCEEDS_DUE',
  PAYMENT_ALREADY_VOIDED: 'PAYMENT_ALREADY_VOIDED',
  RECIPIENT_NOT_FOUND: 'RECIPIENT_NOT_FOUND',
  NO_SALES_TO_INVOICE: 'NO_SALES_TO_INVOICE',
  INVOICE_SENT: 'INVOICE_SENT',
  RECIPIENT_EMAIL_MISSING: 'RECIPIENT_EMAIL_MISSING',
  NOTIFICATION_NOT_FOUND: 'NOTIFICATION_NOT_FOUND',
  ISSUE_DATE_AFTER_POSTING: 'ISSUE_DATE_AFTER_POSTING',
} as const;
export type ResultCode = (typeof RESULT_CODES)[keyof typeof RESULT_CODES];

/** What a scan is kept in the history with: the redemption, a refusal's code, or FORBIDDEN for a
 * scan by someone no longer an active member of the business (answered as an error, kept all the
 * same). */
export const SCAN_OUTCOMES = [
  RESULT_CODES.COUPON_REDEEMED,
  RESULT_CODES.ALREADY_REDEEMED,
  RESULT_CODES.EXPIRED_TOKEN,
  RESULT_CODES.INVALID_TOKEN,
  RESULT_CODES.WRONG_MERCHANT,
  RESULT_CODES.COUPON_EXPIRED,
  RESULT_CODES.MISSING_DATA,
  'FORBIDDEN',
] as const;
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

export function isResultCode(code: unknown): code is ResultCode {
  return typeof code === 'string' && Object.hasOwn(RESULT_CODES, code);
}

// The sentence for each code a person reads. Some codes are shown themselves (a failed sign-in
// or scan); those without a sentence here are shown as they are.
const RESULT_CODE_TEXT: Partial<Record<ResultCode, MessageKey>> = {
  INVALID_CREDENTIALS: 'invalidCredentials',
  LOGIN_FAILED: 'loginFailed',
  TOO_MANY_ATTEMPTS: 'tooManyAttempts',
  EMAIL_TAKEN: 'emailTaken',
  INVALID_RESET_TOKEN: 'invalidResetToken',
  SAME_PASSWORD: 'newPasswordMustDiffer',
  EMPLOYEE_NOT_FOUND: 'employeeNotFound',
  NOT_A_MEMBER: 'selectedBusinessMissing',
  WRONG_MERCHANT: 'wrongBusinessMessage',
  MISSING_DATA: 'missingRequiredData',
  UNKNOWN_ERROR: 'unexpectedError',
  PRODUCT_NOT_FOUND: 'productNotFound',
  OFFER_NOT_FOUND: 'offerNotFound',
  INVALID_TRANSITION: 'invalidTransition',
  ALREADY_TAKEN: 'offerAlreadyTaken',
  OFFER_NOT_AVAILABLE: 'offerNotAvailable',
  SOLD_OUT: 'offerSoldOut',
  MEMBER_ADDED: 'memberAdded',
  INVITATION_SENT: 'invitationSent',
  ALREADY_MEMBER: 'alreadyMember',
  MEMBER_SAVED: 'changesSaved',
  MEMBER_NOT_FOUND: 'memberNotFound',
  LAST_EXECUTIVE: 'lastExecutive',
  BUSINESS_CREATED: 'businessCreated',
  BUSINESS_SAVED: 'changesSaved',
  BUSINESS_NOT_FOUND: 'businessNotFound',
  PROVIDER_NOT_SUSPENDABLE: 'providerNotSuspendable',
  STORE_SAVED: 'changesSaved',
  STORE_DELETED: 'storeDeleted',
  STORE_NOT_FOUND: 'storeNotFound',
  SETTINGS_SAVED: 'changesSaved',
  PROFILE_SAVED: 'changesSaved',
  PASSWORD_CHANGED: 'passwordChanged',
  WRONG_PASSWORD: 'wrongCurrentPassword',
  SIGNED_OUT_OTHER_DEVICES: 'signedOutOtherDevices',
  CUSTOMER_NOT_FOUND: 'customerNotFound',
  WALLET_KEY_REISSUED: 'walletKeyReissued',
  SERVICE_SAVED: 'changesSaved',
  SERVICE_DELETED: 'serviceDeleted',
  SERVICE_NOT_FOUND: 'serviceNotFound',
  SALE_RECORDED: 'saleRecorded',
  SALE_NOT_FOUND: 'saleNotFound',
  REFUND_RECORDED: 'refundRecorded',
  REFUND_EXCEEDS_SALE: 'refundExceedsSale',
  NOT_REFUNDABLE: 'notRefundable',
  INSUFFICIENT_STOCK: 'insufficientStock',
  INVOICE_SAVED: 'invoiceSaved',
  INVOICE_DELETED: 'invoiceDeleted',
  INVOICE_CANCELLED: 'invoiceCancelled',
  INVOICE_POSTED: 'invoicePosted',
  INVOICE_NOT_FOUND: 'invoiceNotFound',
  INVOICE_NOT_DRAFT: 'invoiceNotDraft',
  INVOICE_NOT_POSTED: 'invoiceNotPosted',
  INVOICE_EMPTY: 'invoiceEmpty',
  CREDIT_NOTE_ISSUED: 'creditNoteIssued',
  CREDIT_EXCEEDS_INVOICE: 'creditExceedsInvoice',
  PAYMENT_RECORDED: 'paymentRecorded',
  PAYMENT_VOIDED: 'paymentVoided',
  PAYMENT_NOT_FOUND: 'paymentNotFound',
  PAYMENT_EXCEEDS_DUE: 'paymentExceedsDue',
  PAYMENT_ALREADY_VOIDED: 'paymentAlreadyVoided',
  RECIPIENT_NOT_FOUND: 'recipientNotFound',
  NO_SALES_TO_INVOICE: 'noSalesToInvoice',
  INVOICE_SENT: 'invoiceSent',
  RECIPIENT_EMAIL_MISSING: 'recipientEmailMissing',
  ISSUE_DATE_AFTER_POSTING: 'issueDateAfterPosting',
};

// The key of a code's sentence, to translate; null for a code without one, or one this client
// does not know (a newer server's).
export function resultCodeText(code: string): MessageKey | null {
  return (isResultCode(code) && RESULT_CODE_TEXT[code]) || null;
}

// The code's sentence in English, the language of the domain's messages, for the codes whose
// texts every screen carries; the money pages' codes are read with resultCodeText and their
// pages' translations (money-messages.ts).
export function resultMessage(code: string): string | null {
  const key = resultCodeText(code);
  return key && Object.hasOwn(MESSAGES, key) ? MESSAGES[key as CoreMessageKey] : null;
}
