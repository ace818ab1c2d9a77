import type { SUPPORT_MESSAGES } from './support';

// The Greek of SUPPORT_MESSAGES, key for key (decision record 034).
export const SUPPORT_MESSAGES_EL: Record<keyof typeof SUPPORT_MESSAGES, string> = {
  ticketOpened: 'Το αίτημα δημιουργήθηκε',
  ticketUpdated: 'Το αίτημα ενημερώθηκε',
  replySent: 'Η απάντηση στάλθηκε',
  noteAdded: 'Η εσωτερική σημείωση προστέθηκε',
  ticketMerged: 'Το αίτημα συγχωνεύτηκε',
  ticketNotFound: 'Το αίτημα δεν βρέθηκε',
  ticketClosed: 'Αυτό το αίτημα είναι κλειστό. Ανοίξτε ένα νέο αίτημα.',
  ticketMergedAway:
    'Αυτό το αίτημα συγχωνεύτηκε στο αίτημα #{{number}} και είναι μόνο για ανάγνωση',
  mergeIntoItself: 'Ένα αίτημα δεν μπορεί να συγχωνευτεί στον εαυτό του',
  mergeOtherBusiness: 'Ένα αίτημα συγχωνεύεται μόνο σε αίτημα της ίδιας επιχείρησης',
  mergeTargetClosed: 'Το αίτημα προορισμού είναι κλειστό ή συγχωνευμένο',
  assigneeInvalid: 'Αναθέστε το αίτημα σε μέλος του προσωπικού του παρόχου',
  subjectRequired: 'Συμπληρώστε θέμα',
  messageRequired: 'Συμπληρώστε μήνυμα',
  attachmentTooLarge: 'Κάθε συνημμένο μπορεί να είναι έως 2 MB',
  attachmentType: 'Επισυνάψτε μόνο εικόνες (PNG, JPEG, GIF, WebP) ή αρχεία PDF',
  attachmentsTooMany: 'Επισυνάψτε το πολύ 5 αρχεία',
  attachmentNotFound: 'Ένα συνημμένο δεν βρέθηκε· μεταφορτώστε το ξανά',
  reportedObjectNotFound: 'Η εγγραφή που αφορά το πρόβλημα δεν βρέθηκε',
  statusUnchanged: 'Το αίτημα έχει ήδη αυτή την κατάσταση',
  notificationsRead: 'Όλες οι ειδοποιήσεις σημειώθηκαν ως αναγνωσμένες',
  notificationNotFound: 'Η ειδοποίηση δεν βρέθηκε',
  categoryInvalid:
    'Η κατηγορία πρέπει να είναι μία από account, billing, coupons, marketplace, technical ή other',
  priorityInvalid: 'Η προτεραιότητα πρέπει να είναι μία από low, normal, high ή urgent',
};
