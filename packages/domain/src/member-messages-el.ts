import type { MEMBER_MESSAGES } from './members';

// The Greek of MEMBER_MESSAGES, key for key (decision record 034).
export const MEMBER_MESSAGES_EL: Record<keyof typeof MEMBER_MESSAGES, string> = {
  tierSaved: 'Η βαθμίδα αποθηκεύτηκε',
  tierNotFound: 'Η βαθμίδα δεν βρέθηκε',
  tierNameRequired: 'Συμπληρώστε το όνομα της βαθμίδας στα αγγλικά και στα ελληνικά',
  membershipPeriodInvalid: 'Μια περίοδος διαρκεί από 1 έως 36 μήνες',
  enrolled: 'Ο πελάτης εγγράφηκε',
  alreadyEnrolled: 'Αυτός ο πελάτης είναι ήδη ενεργό μέλος του προγράμματος',
  membershipNotFound: 'Η συνδρομή μέλους δεν βρέθηκε',
  renewed: 'Η συνδρομή μέλους ανανεώθηκε',
  alreadyRenewed: 'Αυτή η συνδρομή μέλους μόλις ανανεώθηκε· ανανεώστε τη σελίδα για να τη δείτε',
  membershipCancelled: 'Η συνδρομή μέλους ακυρώθηκε',
  membershipEnded: 'Αυτή η συνδρομή μέλους είναι ακυρωμένη',
  offerMembersOnly: 'Η προσφορά είναι πλέον μόνο για μέλη',
  offerForEveryone: 'Η προσφορά είναι πλέον για όλους',
  programmeNotFound: 'Το πρόγραμμα δεν βρέθηκε',
  tierRetired: 'Αυτή η βαθμίδα έχει αποσυρθεί: επιλέξτε ενεργή βαθμίδα',
};
