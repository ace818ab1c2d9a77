import type { BadgeTone } from '../../../components/ui/badge';
import type { TranslationKey } from '../../../lib/i18n/en';

// The words and tones of a ticket's fixed values (read with useValueLabel).
export const TICKET_STATUS_LABELS: Record<string, TranslationKey> = {
  new: 'ticketStatusNew',
  open: 'ticketStatusOpen',
  pending: 'ticketStatusPending',
  resolved: 'ticketStatusResolved',
  closed: 'ticketStatusClosed',
};
export const TICKET_STATUS_TONES: Record<string, BadgeTone> = {
  new: 'info',
  open: 'warning',
  pending: 'neutral',
  resolved: 'success',
  closed: 'neutral',
};
export const TICKET_PRIORITY_LABELS: Record<string, TranslationKey> = {
  low: 'ticketPriorityLow',
  normal: 'ticketPriorityNormal',
  high: 'ticketPriorityHigh',
  urgent: 'ticketPriorityUrgent',
};
export const TICKET_PRIORITY_TONES: Record<string, BadgeTone> = {
  low: 'neutral',
  normal: 'info',
  high: 'warning',
  urgent: 'danger',
};
export const TICKET_CATEGORY_LABELS: Record<string, TranslationKey> = {
  account: 'ticketCategoryAccount',
  billing: 'ticketCategoryBilling',
  coupons: 'ticketCategoryCoupons',
  marketplace: 'ticketCategoryMarketplace',
  technical: 'ticketCategoryTechnical',
  other: 'ticketCategoryOther',
};
export const TICKET_EVENT_LABELS: Record<string, TranslationKey> = {
  opened: 'ticketEventOpened',
  status: 'ticketEventStatus',
  priority: 'ticketEventPriority',
  assigned: 'ticketEventAssigned',
  merged: 'ticketEventMerged',
  merged_from: 'ticketEventMergedFrom',
  reopened: 'ticketEventReopened',
  closed_automatically: 'ticketEventClosedAutomatically',
};
export const TICKET_ABOUT_LABELS: Record<string, TranslationKey> = {
  scan: 'ticketAboutScan',
  invoice: 'ticketAboutInvoice',
  offer: 'ticketAboutOffer',
};
