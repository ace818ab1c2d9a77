// The customer's wallet's own texts. The wallet page loads them alone (wallet-dictionary.ts); the
// staff app has them among its pages' texts (en-pages.ts). Greek: wallet-texts-el.ts.
export const WALLET_TEXTS = {
  pageWallet: 'My Wallet',
  pageWalletDescription: 'Your coupons and their QR codes.',
  walletGreeting: 'Hello, {{name}}',
  walletCoupons: 'Your coupons',
  walletNoCoupons: 'No coupons yet. Take an offer below to get one.',
  walletNotFoundTitle: 'Wallet not found',
  walletNotFoundText: 'This wallet link is not valid. Please check the link you were given.',
  qrCodeFor: 'QR code for {{name}}',
  qrRenewsIn: 'Renews in {{seconds}} s',
  qrRenewing: 'Renewing QR code...',
  qrShowCashier: 'Show this code to the cashier.',
  couponRedeemed: 'Redeemed',
  couponRedeemedOn: 'Redeemed on {{date}}',
  couponExpiredOn: 'Expired on {{date}}',
  validUntil: 'Valid until {{date}}',
  walletOffers: 'Offers for you',
  walletNoOffers: 'No new offers right now.',
  takeOffer: 'Take',
  takeOfferNamed: 'Take {{title}}',
  offerTaken: 'Added to your wallet',
  walletMembersOnly: 'Members only · {{tier}}',
  walletSponsored: 'Sponsored',
  walletSponsoredOffers: 'Sponsored offers',
} as const;

// Texts of the frame around the wallet (header, loading, error screens), whose source is the
// app's catalogues (en.ts, the domain's MESSAGES): copied here so the wallet need not load those,
// and checked against them by wallet-dictionary.test.ts.
export const WALLET_SHELL_TEXTS = {
  appName: 'Back Office',
  language: 'Language',
  switchToDark: 'Switch to dark theme',
  switchToLight: 'Switch to light theme',
  loading: 'Loading...',
  retry: 'Retry',
  sectionErrorTitle: 'Unable to load this section',
  genericErrorTitle: 'Something went wrong',
  tryAgain: 'Try again',
  pageErrorTitle: 'Oops! Something went wrong',
  tryAgainPage: 'Try Again',
  goToDashboard: 'Go to Dashboard',
  unexpectedErrorTryAgain: 'An unexpected error occurred. Please try again.',
} as const;
