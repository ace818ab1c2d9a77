import type { WALLET_SHELL_TEXTS, WALLET_TEXTS } from './wallet-texts';

// The Greek of wallet-texts.ts: the wallet's own texts (el.ts has them too) and its frame's.
export const WALLET_TEXTS_EL: Record<keyof typeof WALLET_TEXTS, string> = {
  pageWallet: 'Το πορτοφόλι μου',
  pageWalletDescription: 'Τα κουπόνια σας και οι κωδικοί QR τους.',
  walletGreeting: 'Γεια σας, {{name}}',
  walletCoupons: 'Τα κουπόνια σας',
  walletNoCoupons: 'Δεν έχετε ακόμη κουπόνια. Επιλέξτε μια προσφορά παρακάτω.',
  walletNotFoundTitle: 'Το πορτοφόλι δεν βρέθηκε',
  walletNotFoundText:
    'Αυτός ο σύνδεσμος πορτοφολιού δεν είναι έγκυρος. Ελέγξτε τον σύνδεσμο που λάβατε.',
  qrCodeFor: 'Κωδικός QR για {{name}}',
  qrRenewsIn: 'Ανανεώνεται σε {{seconds}} δ',
  qrRenewing: 'Ανανέωση κωδικού QR...',
  qrShowCashier: 'Δείξτε αυτόν τον κωδικό στο ταμείο.',
  couponRedeemed: 'Εξαργυρώθηκε',
  couponRedeemedOn: 'Εξαργυρώθηκε στις {{date}}',
  couponExpiredOn: 'Έληξε στις {{date}}',
  validUntil: 'Ισχύει έως {{date}}',
  walletOffers: 'Προσφορές για εσάς',
  walletNoOffers: 'Δεν υπάρχουν νέες προσφορές αυτή τη στιγμή.',
  takeOffer: 'Απόκτηση',
  takeOfferNamed: 'Απόκτηση: {{title}}',
  offerTaken: 'Προστέθηκε στο πορτοφόλι σας',
  walletMembersOnly: 'Μόνο για μέλη · {{tier}}',
  walletSponsored: 'Χορηγούμενο',
  walletSponsoredOffers: 'Χορηγούμενες προσφορές',
};

export const WALLET_SHELL_TEXTS_EL: Record<keyof typeof WALLET_SHELL_TEXTS, string> = {
  appName: 'Back Office',
  language: 'Γλώσσα',
  switchToDark: 'Σκοτεινό θέμα',
  switchToLight: 'Φωτεινό θέμα',
  loading: 'Φόρτωση...',
  retry: 'Επανάληψη',
  sectionErrorTitle: 'Δεν είναι δυνατή η φόρτωση αυτής της ενότητας',
  genericErrorTitle: 'Κάτι πήγε στραβά',
  tryAgain: 'Δοκιμάστε ξανά',
  pageErrorTitle: 'Ωχ! Κάτι πήγε στραβά',
  tryAgainPage: 'Δοκιμάστε ξανά',
  goToDashboard: 'Μετάβαση στον πίνακα ελέγχου',
  unexpectedErrorTryAgain: 'Παρουσιάστηκε απρόσμενο σφάλμα. Δοκιμάστε ξανά.',
};
