// Where the wallet is and who sent the customer, read from the page's address (app/wallet-app.tsx).
export interface WalletAddress {
  walletKey: string;
  // Opened through an affiliate's link (?ref=CODE): the code goes with the wallet and the offers
  // taken.
  referralCode: string | null;
}
