import type { PERIOD_MESSAGES } from './periods';

// The Greek of PERIOD_MESSAGES, key for key (decision record 034).
export const PERIOD_MESSAGES_EL: Record<keyof typeof PERIOD_MESSAGES, string> = {
  periodMalformed: 'Δώστε τις ημέρες της περιόδου ως ΕΕΕΕ-ΜΜ-ΗΗ',
  periodReversed: 'Η αρχή της περιόδου δεν μπορεί να είναι μετά το τέλος της',
  periodTooLong: 'Μια περίοδος μπορεί να διαρκεί έως πέντε χρόνια',

  granularityInvalid: 'Επιλέξτε ώρα, ημέρα, εβδομάδα ή μήνα',
  granularityTooFine:
    'Οι ώρες εμφανίζονται για περιόδους έως 31 ημερών και οι ημέρες για έως δύο χρόνια',
  limitInvalid: 'Το όριο πρέπει να είναι ακέραιος αριθμός από 1 έως 50',
  retentionMonthsInvalid: 'Ο αριθμός των μηνών πρέπει να είναι ακέραιος αριθμός από 1 έως 24',
};
