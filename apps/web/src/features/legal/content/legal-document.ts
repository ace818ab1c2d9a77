import type { StoredItemPurpose } from '../../../lib/stored-items';

// The legal texts are documents, not interface strings: each language has its whole text in
// one file beside this one, chosen by the interface language.
export interface LegalSection {
  id?: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

export interface CookiePolicy extends LegalDocument {
  tableCaption: string;
  columns: { name: string; kind: string; duration: string; purpose: string };
  kinds: { cookie: string; 'local-storage': string };
  durations: { days: (days: number) => string; refresh: string; local: string };
  purposes: Record<StoredItemPurpose, string>;
}

export interface LegalTexts {
  lastUpdated: string;
  contents: string;
  businessTermsLink: string;
  allPoliciesLink: string;
  terms: LegalDocument;
  privacy: LegalDocument;
  cookies: CookiePolicy;
  businessTerms: LegalDocument;
}
