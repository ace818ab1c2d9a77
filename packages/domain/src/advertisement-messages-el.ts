import type { ADVERTISEMENT_MESSAGES } from './advertisement';

// The Greek of ADVERTISEMENT_MESSAGES, key for key (decision record 034).
export const ADVERTISEMENT_MESSAGES_EL: Record<keyof typeof ADVERTISEMENT_MESSAGES, string> = {
  campaignCreated: 'Η καμπάνια στάλθηκε για έλεγχο',
  campaignSaved: 'Η καμπάνια αποθηκεύτηκε',
  campaignApproved: 'Η καμπάνια εγκρίθηκε',
  campaignRejected: 'Η καμπάνια απορρίφθηκε',
  campaignPaused: 'Η καμπάνια τέθηκε σε παύση',
  campaignResumed: 'Η καμπάνια συνεχίζεται',
  campaignEnded: 'Η καμπάνια τερματίστηκε',
  campaignNotFound: 'Η καμπάνια δεν βρέθηκε',
  offerNotApproved: 'Επιλέξτε μια εγκεκριμένη προσφορά της επιχείρησής σας',
  placementUnknown: 'Επιλέξτε πού εμφανίζεται η προσφορά',
  datesInvalid: 'Συμπληρώστε την ημερομηνία έναρξης και λήξης',
  campaignEndBeforeStart:
    'Η ημερομηνία λήξης πρέπει να είναι ίδια ή μεταγενέστερη της ημερομηνίας έναρξης',
  endInPast: 'Η ημερομηνία λήξης δεν μπορεί να είναι στο παρελθόν',
  startInPast: 'Η ημερομηνία έναρξης δεν μπορεί να είναι στο παρελθόν',
  tooLong: 'Μια καμπάνια διαρκεί το πολύ 366 ημέρες',
  budgetInvalid: 'Συμπληρώστε προϋπολογισμό μεγαλύτερο από μηδέν',
  campaignPriceInvalid: 'Συμπληρώστε τιμή ανά εξαργύρωση μεγαλύτερη από μηδέν',
  amountTooLarge: 'Ο προϋπολογισμός ή η τιμή είναι το πολύ 100.000,00',
  priceAboveBudget: 'Η τιμή ανά εξαργύρωση δεν μπορεί να είναι μεγαλύτερη από τον προϋπολογισμό',
  budgetBelowSpend:
    'Ο προϋπολογισμός δεν μπορεί να είναι μικρότερος από όσα έχει ήδη δαπανήσει η καμπάνια',
  priceLocked: 'Η τιμή ανά εξαργύρωση μιας εγκεκριμένης καμπάνιας δεν μπορεί να αλλάξει',
  rejectionReasonRequired: 'Γράψτε τον λόγο απόρριψης της καμπάνιας',
  campaignInvalidTransition: 'Η καμπάνια δεν μπορεί να το κάνει αυτό στην τρέχουσα κατάστασή της',
};
