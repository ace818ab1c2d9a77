// Support tickets and the notifications people receive: states, limits, due times and the texts
// of their answers. They travel with the support and notification pages, not the sign-in page.

export const TICKET_CATEGORIES = [
  'account',
  'billing',
  'coupons',
  'marketplace',
  'technical',
  'other',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
// pending: waiting on the requester; its time does not count against the due times.
export const TICKET_STATUSES = ['new', 'open', 'pending', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** The statuses the provider's staff may set by hand (closing is the scheduled job's, or theirs). */
export const TICKET_SETTABLE_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
/** What a ticket can be opened about: "Report a problem" attaches one of these. */
export const TICKET_SUBJECT_KINDS = ['scan', 'invoice', 'offer'] as const;
export type TicketSubjectKind = (typeof TICKET_SUBJECT_KINDS)[number];

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long the provider has to answer first and to resolve, by priority. Time a ticket spends
 * pending on the requester is added back to both.
 */
export const TICKET_DUE: Record<TicketPriority, { firstResponseMs: number; resolutionMs: number }> =
  {
    urgent: { firstResponseMs: 1 * HOUR_MS, resolutionMs: 8 * HOUR_MS },
    high: { firstResponseMs: 4 * HOUR_MS, resolutionMs: 24 * HOUR_MS },
    normal: { firstResponseMs: 8 * HOUR_MS, resolutionMs: 72 * HOUR_MS },
    low: { firstResponseMs: 24 * HOUR_MS, resolutionMs: 168 * HOUR_MS },
  };
/** A resolved ticket nobody reopens closes itself after this long. */
export const TICKET_AUTO_CLOSE_MS = 7 * 24 * HOUR_MS;
export const TICKET_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const TICKET_ATTACHMENTS_MAX = 5;
export const TICKET_ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;

/** The due times of a ticket opened at `openedAt` with `priority`. */
export function ticketDueTimes(priority: TicketPriority, openedAt: Date) {
  const due = TICKET_DUE[priority];
  return {
    firstResponseDueAt: new Date(openedAt.getTime() + due.firstResponseMs),
    resolutionDueAt: new Date(openedAt.getTime() + due.resolutionMs),
  };
}

export const SUPPORT_MESSAGES = {
  ticketOpened: 'Ticket opened',
  ticketUpdated: 'Ticket updated',
  replySent: 'Reply sent',
  noteAdded: 'Internal note added',
  ticketMerged: 'Ticket merged',
  ticketNotFound: 'Ticket not found',
  ticketClosed: 'This ticket is closed. Open a new ticket instead.',
  ticketMergedAway: 'This ticket was merged into ticket #{{number}} and is read-only',
  mergeIntoItself: 'A ticket cannot be merged into itself',
  mergeOtherBusiness: 'A ticket can only be merged into a ticket of the same business',
  mergeTargetClosed: 'The ticket to merge into is closed or merged',
  assigneeInvalid: 'Assign the ticket to one of the provider’s staff',
  subjectRequired: 'Enter a subject',
  messageRequired: 'Enter a message',
  attachmentTooLarge: 'Each attachment can be at most 2 MB',
  attachmentType: 'Attach images (PNG, JPEG, GIF, WebP) or PDF files only',
  attachmentsTooMany: 'Attach at most 5 files',
  attachmentNotFound: 'An attachment was not found; upload it again',
  reportedObjectNotFound: 'The object this problem is about was not found',
  statusUnchanged: 'The ticket already has this status',
  notificationsRead: 'All notifications marked as read',
  notificationNotFound: 'Notification not found',
  categoryInvalid:
    'Category must be one of account, billing, coupons, marketplace, technical or other',
  priorityInvalid: 'Priority must be one of low, normal, high or urgent',
} as const;

// The notifications a person receives: what each kind says, in the words of its title.
export const NOTIFICATION_KINDS = [
  'ticket_reply',
  'ticket_resolved',
  'ticket_requester_reply',
  'offer_approved',
  'offer_rejected',
  'invoice_overdue',
  'low_stock',
  'subscription_past_due',
  'campaign_approved',
  'campaign_rejected',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
