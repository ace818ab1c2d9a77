import type { SUBSCRIPTION_MESSAGES } from './subscriptions';

// The Greek of SUBSCRIPTION_MESSAGES, key for key (decision record 034).
export const SUBSCRIPTION_MESSAGES_EL: Record<keyof typeof SUBSCRIPTION_MESSAGES, string> = {
  planSaved: 'Το πακέτο αποθηκεύτηκε',
  planNotFound: 'Το πακέτο δεν βρέθηκε',
  planNameRequired: 'Συμπληρώστε το όνομα του πακέτου στα αγγλικά και στα ελληνικά',
  priceInvalid: 'Συμπληρώστε τιμή μηδέν ή μεγαλύτερη',
  trialInvalid: 'Η δοκιμή διαρκεί από 0 έως 365 ημέρες',
  featuresTooMany: 'Ένα πακέτο έχει το πολύ 20 παροχές',
  planRetired: 'Αυτό το πακέτο έχει αποσυρθεί: επιλέξτε ενεργό πακέτο',
  subscribed: 'Η επιχείρηση εγγράφηκε',
  alreadySubscribed: 'Αυτή η επιχείρηση έχει ήδη συνδρομή· αλλάξτε το πακέτο της',
  subscriptionNotFound: 'Η συνδρομή δεν βρέθηκε',
  subscriptionEnded: 'Αυτή η συνδρομή έχει λήξει',
  samePlan: 'Η επιχείρηση είναι ήδη σε αυτό το πακέτο',
  currencyMismatch: 'Επιλέξτε πακέτο στο ίδιο νόμισμα με το τρέχον',
  planChanged: 'Το πακέτο άλλαξε',
  planChangeScheduled: 'Το πακέτο αλλάζει στο τέλος της τρέχουσας περιόδου',
  paused: 'Η συνδρομή τέθηκε σε παύση',
  alreadyPaused: 'Η συνδρομή είναι ήδη σε παύση',
  notPaused: 'Η συνδρομή δεν είναι σε παύση',
  resumed: 'Η συνδρομή συνεχίζεται',
  cancelled: 'Η συνδρομή ακυρώθηκε',
  cancelScheduled: 'Η συνδρομή λήγει στο τέλος της τρέχουσας περιόδου',
  providerNotSubscribable: 'Ο πάροχος δεν εγγράφεται στα δικά του πακέτα',
};
