import type { Language } from './constants';

// The words printed on invoices and credit notes and in their emails, in each language a document
// can be issued in (its `language`, chosen when it is drafted).
export const DOCUMENT_LABELS = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'Number',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    from: 'From',
    to: 'To',
    taxId: 'VAT / TIN',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    discount: 'Discount',
    vat: 'VAT',
    vatRate: 'VAT %',
    net: 'Net',
    amount: 'Net amount',
    total: 'Total',
    vatSummary: 'VAT summary',
    rate: 'Rate',
    subtotal: 'Net total',
    vatTotal: 'VAT total',
    grandTotal: 'Total due',
    creditsInvoice: 'Credits invoice {{number}}',
    adCharges: 'Advertising, {{month}}: {{offer}} ({{placement}}), {{redemptions}} redemptions',
    adPlacementWallet: 'top of the wallet',
    adPlacementMarketplace: 'featured offer',
    certificateTitle: 'Certificate of completion',
    certificateCertifies: 'This certifies that',
    certificateCompleted: 'has completed the course',
    certificateDate: 'Completed on {{date}}',
    certificateNumber: 'Certificate {{number}}',
    certificateIssuer: 'Issued by {{issuer}} Academy',
    notes: 'Notes',
    payment: 'Payment details',
    bank: 'Bank',
    iban: 'IBAN',
    bic: 'BIC',
    verify:
      'To check that this document is authentic, open {{url}} and drop this file there, or add "/" and the SHA-256 of this file to that address.',
    page: 'Page {{page}} of {{pages}}',
    mailSubject: '{{kind}} {{number}} from {{issuer}}',
    mailBody:
      'Hello,\n\nPlease find attached {{kind}} {{number}} of {{date}} for {{total}}.\n\nKind regards,\n{{issuer}}',
  },
  el: {
    invoice: 'Τιμολόγιο',
    creditNote: 'Πιστωτικό σημείωμα',
    number: 'Αριθμός',
    issueDate: 'Ημερομηνία έκδοσης',
    dueDate: 'Ημερομηνία λήξης',
    from: 'Από',
    to: 'Προς',
    taxId: 'Α.Φ.Μ. / ΦΠΑ',
    description: 'Περιγραφή',
    quantity: 'Ποσ.',
    unitPrice: 'Τιμή μονάδας',
    discount: 'Έκπτωση',
    vat: 'ΦΠΑ',
    vatRate: 'ΦΠΑ %',
    net: 'Καθαρό',
    amount: 'Καθαρή αξία',
    total: 'Σύνολο',
    vatSummary: 'Ανάλυση ΦΠΑ',
    rate: 'Συντελεστής',
    subtotal: 'Καθαρό σύνολο',
    vatTotal: 'Σύνολο ΦΠΑ',
    grandTotal: 'Πληρωτέο σύνολο',
    creditsInvoice: 'Πιστώνει το τιμολόγιο {{number}}',
    certificateTitle: 'Πιστοποιητικό ολοκλήρωσης',
    certificateCertifies: 'Βεβαιώνεται ότι ο/η',
    certificateCompleted: 'ολοκλήρωσε το εκπαιδευτικό πρόγραμμα',
    certificateDate: 'Ολοκληρώθηκε στις {{date}}',
    certificateNumber: 'Πιστοποιητικό {{number}}',
    certificateIssuer: 'Εκδόθηκε από την Ακαδημία {{issuer}}',
    adCharges: 'Διαφήμιση, {{month}}: {{offer}} ({{placement}}), {{redemptions}} εξαργυρώσεις',
    adPlacementWallet: 'κορυφή του πορτοφολιού',
    adPlacementMarketplace: 'προβεβλημένη προσφορά',
    notes: 'Σημειώσεις',
    payment: 'Στοιχεία πληρωμής',
    bank: 'Τράπεζα',
    iban: 'IBAN',
    bic: 'BIC',
    verify:
      'Για να ελέγξετε ότι το έγγραφο είναι γνήσιο, ανοίξτε το {{url}} και αφήστε εκεί αυτό το αρχείο, ή προσθέστε στη διεύθυνση αυτή "/" και το SHA-256 του αρχείου.',
    page: 'Σελίδα {{page}} από {{pages}}',
    mailSubject: '{{kind}} {{number}} από {{issuer}}',
    mailBody:
      'Καλησπέρα σας,\n\nΣας επισυνάπτουμε το {{kind}} {{number}} της {{date}} ποσού {{total}}.\n\nΜε εκτίμηση,\n{{issuer}}',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type DocumentLabel = keyof (typeof DOCUMENT_LABELS)['en'];

export function documentLabel(
  language: string,
  key: DocumentLabel,
  params: Record<string, string | number> = {},
): string {
  const labels = DOCUMENT_LABELS[language === 'el' ? 'el' : 'en'];
  return labels[key].replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}
