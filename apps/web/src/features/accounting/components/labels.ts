import type { TranslationKey } from '../../../lib/i18n/en';

export const INVOICE_STATUS_LABELS: Record<string, TranslationKey> = {
  draft: 'invoiceStatusDraft',
  posted: 'invoiceStatusPosted',
  cancelled: 'invoiceStatusCancelled',
};

export const PAYMENT_STATUS_LABELS: Record<string, TranslationKey> = {
  not_paid: 'paymentStatusNotPaid',
  partially_paid: 'paymentStatusPartiallyPaid',
  paid: 'paymentStatusPaid',
  credited: 'paymentStatusCredited',
};

export const RECEIVABLE_AGE_LABELS: Record<string, TranslationKey> = {
  notDue: 'receivableNotDue',
  days0To30: 'receivable0To30',
  days31To60: 'receivable31To60',
  days61To90: 'receivable61To90',
  over90: 'receivableOver90',
};

export const INVOICE_EVENT_LABELS: Record<string, TranslationKey> = {
  created: 'invoiceEventCreated',
  edited: 'invoiceEventEdited',
  posted: 'invoiceEventPosted',
  cancelled: 'invoiceEventCancelled',
  paymentRecorded: 'invoiceEventPaymentRecorded',
  paymentVoided: 'invoiceEventPaymentVoided',
  credited: 'invoiceEventCredited',
  sent: 'invoiceEventSent',
};

// A document's language is named in that language, whatever the interface's.
export const DOCUMENT_LANGUAGE_OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'el', label: 'Ελληνικά' },
];
