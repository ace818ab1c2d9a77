import { NOTIFICATION_BADGE_CAP } from './constants';

// The bell's badge text; null hides the badge.
export function notificationBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
}

// What each kind of notification says, in each language, and what its emails say. Kept with the
// row as a kind and its parameters, so a reader sees it in their own language.
const TEXTS = {
  en: {
    ticket_reply: {
      title: 'New reply on ticket #{{number}}',
      body: '{{subject}}',
    },
    ticket_resolved: {
      title: 'Ticket #{{number}} resolved',
      body: '{{subject}}',
    },
    ticket_requester_reply: {
      title: 'The requester replied on ticket #{{number}}',
      body: '{{business}}: {{subject}}',
    },
    offer_approved: { title: 'Offer approved', body: '{{offer}} is live in the marketplace' },
    offer_rejected: { title: 'Offer rejected', body: '{{offer}}: {{reason}}' },
    campaign_approved: {
      title: 'Campaign approved',
      body: 'The campaign for {{offer}} runs from {{startsOn}}',
    },
    campaign_rejected: { title: 'Campaign rejected', body: '{{offer}}: {{reason}}' },
    invoice_overdue: {
      title: 'Invoice {{number}} is overdue',
      body: '{{customer}} was due to pay {{total}} by {{dueDate}}',
    },
    low_stock: {
      title: 'Low stock: {{product}}',
      body: '{{quantity}} left (threshold {{threshold}})',
    },
    subscription_past_due: {
      title: 'Subscription payment failed',
      body: 'Invoice {{number}} from {{issuer}} for your {{plan}} plan is unpaid: pay it by {{expiresOn}} to keep your subscription',
    },
    mailReplySubject: 'Re: [#{{number}}] {{subject}}',
    mailReplyBody:
      'Hello,\n\n{{author}} replied on your ticket #{{number}} "{{subject}}":\n\n{{message}}\n\nOpen the ticket: {{url}}',
    mailResolvedSubject: '[#{{number}}] {{subject}} is resolved',
    mailResolvedBody:
      'Hello,\n\nYour ticket #{{number}} "{{subject}}" was resolved. If it is not, reply within 7 days to reopen it: {{url}}',
    mailRequesterReplySubject: '[#{{number}}] {{business}} replied: {{subject}}',
    mailRequesterReplyBody:
      '{{author}} of {{business}} wrote:\n\n{{message}}\n\nOpen the ticket: {{url}}',
  },
  el: {
    ticket_reply: {
      title: 'Νέα απάντηση στο αίτημα #{{number}}',
      body: '{{subject}}',
    },
    ticket_resolved: {
      title: 'Το αίτημα #{{number}} επιλύθηκε',
      body: '{{subject}}',
    },
    ticket_requester_reply: {
      title: 'Ο αιτών απάντησε στο αίτημα #{{number}}',
      body: '{{business}}: {{subject}}',
    },
    offer_approved: { title: 'Η προσφορά εγκρίθηκε', body: 'Η προσφορά {{offer}} είναι διαθέσιμη' },
    offer_rejected: { title: 'Η προσφορά απορρίφθηκε', body: '{{offer}}: {{reason}}' },
    campaign_approved: {
      title: 'Η καμπάνια εγκρίθηκε',
      body: 'Η καμπάνια για την προσφορά {{offer}} ξεκινά στις {{startsOn}}',
    },
    campaign_rejected: { title: 'Η καμπάνια απορρίφθηκε', body: '{{offer}}: {{reason}}' },
    invoice_overdue: {
      title: 'Το τιμολόγιο {{number}} είναι ληξιπρόθεσμο',
      body: 'Ο/Η {{customer}} όφειλε να πληρώσει {{total}} έως {{dueDate}}',
    },
    low_stock: {
      title: 'Χαμηλό απόθεμα: {{product}}',
      body: 'Απομένουν {{quantity}} (όριο {{threshold}})',
    },
    subscription_past_due: {
      title: 'Η πληρωμή της συνδρομής απέτυχε',
      body: 'Το τιμολόγιο {{number}} από {{issuer}} για το πακέτο {{plan}} είναι απλήρωτο: εξοφλήστε το έως {{expiresOn}} για να διατηρήσετε τη συνδρομή σας',
    },
    mailReplySubject: 'Απ: [#{{number}}] {{subject}}',
    mailReplyBody:
      'Γεια σας,\n\nΟ/Η {{author}} απάντησε στο αίτημά σας #{{number}} «{{subject}}»:\n\n{{message}}\n\nΆνοιγμα του αιτήματος: {{url}}',
    mailResolvedSubject: '[#{{number}}] Το αίτημα «{{subject}}» επιλύθηκε',
    mailResolvedBody:
      'Γεια σας,\n\nΤο αίτημά σας #{{number}} «{{subject}}» επιλύθηκε. Αν δεν επιλύθηκε, απαντήστε μέσα σε 7 ημέρες για να ανοίξει ξανά: {{url}}',
    mailRequesterReplySubject: '[#{{number}}] Απάντηση από {{business}}: {{subject}}',
    mailRequesterReplyBody:
      'Ο/Η {{author}} της επιχείρησης {{business}} έγραψε:\n\n{{message}}\n\nΆνοιγμα του αιτήματος: {{url}}',
  },
} as const;

type Texts = (typeof TEXTS)['en'];
export type NotificationTextKind = {
  [K in keyof Texts]: Texts[K] extends { title: string } ? K : never;
}[keyof Texts];
export type SupportMailText = {
  [K in keyof Texts]: Texts[K] extends string ? K : never;
}[keyof Texts];
export type NotificationParams = Record<string, string | number>;

function fill(template: string, params: NotificationParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}

function textsOf(language: string): Texts {
  return (language === 'el' ? TEXTS.el : TEXTS.en) as unknown as Texts;
}

/** A notification's title and body in the language, from its kind and parameters. */
export function notificationText(
  language: string,
  kind: NotificationTextKind,
  params: NotificationParams,
): { title: string; body: string } {
  const text = textsOf(language)[kind];
  return { title: fill(text.title, params), body: fill(text.body, params) };
}

/** A support email's subject or body in the language. */
export function supportMailText(
  language: string,
  key: SupportMailText,
  params: NotificationParams,
): string {
  return fill(textsOf(language)[key], params);
}
