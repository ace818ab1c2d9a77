import type { LegalTexts } from './legal-document';

export const LEGAL_EN: LegalTexts = {
  lastUpdated: 'Last updated: 1 November 2026',
  contents: 'Contents',
  businessTermsLink: 'Business Manager Terms',
  allPoliciesLink: 'All legal notices and policies',

  terms: {
    title: 'Terms of Service',
    intro:
      'These terms govern the use of Back Office, the web application in which businesses and their staff manage employees, offers, sales, accounting and coupon redemption. They apply to every person who signs in. The provider that operates Back Office is called “we” below.',
    sections: [
      {
        heading: 'Accounts',
        paragraphs: [
          'An account belongs to one person. Keep your password to yourself; whatever is done after signing in with it is taken to be done by you. Tell your business’s executive or our support at once if you think someone else knows it.',
          'A business decides who works for it and in which role. The role of the business you selected decides which pages and actions are open to you; the server checks it again for every request.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: ['When you use Back Office you must not:'],
        items: [
          'enter data you have no right to process, or data of a business you do not work for;',
          'redeem a coupon without the customer presenting it, or try to redeem one twice;',
          'probe, overload or work around the security of the service, or read another account’s data;',
          'upload files that are unlawful or that carry malicious content.',
        ],
      },
      {
        heading: 'Coupons and redemption',
        paragraphs: [
          'A customer’s QR code is valid for 60 seconds and for one coupon. A coupon can be redeemed once; the first successful scan counts, and every scan attempt is recorded in the scanner history of the business.',
        ],
      },
      {
        heading: 'Availability and changes',
        paragraphs: [
          'Back Office is offered as a beta (v1.0.0). We work to keep it available and correct, but we cannot promise that it is free of interruptions or errors. Pages marked “Soon” are not available yet. We may change the service; material changes to these terms are announced in the application before they take effect.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'As far as the law allows, we are not liable for indirect loss, lost profit or lost data that results from using or being unable to use Back Office. Nothing in these terms limits liability that the law does not allow to be limited.',
        ],
      },
      {
        heading: 'Ending your use',
        paragraphs: [
          'You may stop using Back Office at any time. A business can end your membership, which ends your access to its data at once. We may suspend an account that breaks these terms.',
        ],
      },
      {
        heading: 'Law and contact',
        paragraphs: [
          'These terms are governed by the law of the Republic of Cyprus. Questions about them reach us through the Support page of the application.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy Policy',
    intro:
      'This policy explains which personal data Back Office processes, why, and what rights you have. It follows the EU General Data Protection Regulation (GDPR).',
    sections: [
      {
        heading: 'Who is responsible',
        paragraphs: [
          'For your account, your sign-in and the security of the service we are the controller. For the data a business keeps in Back Office about its customers, staff, sales and invoices, that business is the controller and we process the data on its behalf and on its instructions.',
        ],
      },
      {
        heading: 'What we process',
        paragraphs: ['Depending on how you use Back Office:'],
        items: [
          'account data: first and last name, email, phone, address, the businesses you work for, your roles, position, department and dates of employment;',
          'business data: company and legal name, tax or VAT number, contact details, logo and description;',
          'customer data entered by a business, and the coupons, wallets and offers of its customers;',
          'activity records: coupon scans (when, by whom, for which coupon and with which outcome), sales and invoices;',
          'security data: your password, stored only as an Argon2id hash; sign-in sessions, whose tokens are stored only as hashes; the number of recent sign-in attempts per account and per network address, kept for one hour to stop password guessing;',
          'emails we send you, such as password reset links and invitations.',
        ],
      },
      {
        heading: 'Why, and on which legal basis',
        paragraphs: [
          'We process account and security data to provide the service you or your business asked for (performance of a contract) and to protect it (legitimate interest). Data of a business’s customers is processed on the business’s instructions under a processing agreement. We do not sell personal data, do not use it for advertising and do not build profiles.',
        ],
      },
      {
        heading: 'Who receives it',
        paragraphs: [
          'Only the people of the businesses you work for, within their roles, and our staff where support or security requires it. Data is stored on servers used by the operator of Back Office; no data is passed to third parties for their own purposes. If the operator has configured an error-reporting address, technical error records (error message, page address, browser) are sent there to fix faults.',
        ],
      },
      {
        heading: 'How long it is kept',
        paragraphs: [
          'Account data is kept while you work for at least one business and for up to 12 months after, unless the law requires longer (for instance, invoices are kept for the period tax law requires). Sign-in attempts are deleted after an hour, sessions when they end or expire.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask for access to your data, its correction or deletion, the restriction of its processing, a copy in a portable format, and you may object to processing based on legitimate interest. Write to us through the Support page. You may also complain to the Commissioner for Personal Data Protection of Cyprus or to the authority of your country.',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookie Policy',
    intro:
      'Back Office stores only what it needs to work and to remember your choices. It uses no advertising or analytics cookies, and no third party sets anything through it. Because every item below is needed for a feature you use, none of them requires consent; you can still delete them in your browser at any time, which signs you out and forgets your choices.',
    sections: [],
    tableCaption: 'Cookies and items stored in your browser',
    columns: { name: 'Name', kind: 'Kind', duration: 'Kept for', purpose: 'Purpose' },
    kinds: { cookie: 'Cookie', 'local-storage': 'Local storage' },
    durations: {
      days: (days) => `${days} days`,
      refresh: 'Until you sign out (at most 14 days)',
      local: 'Until you sign out or clear it',
    },
    purposes: {
      refreshToken:
        'Keeps you signed in: renews your session without your password. Readable by the server only (httpOnly); over HTTPS it is named __Host-refresh_token.',
      theme: 'Remembers the light or dark theme, so pages open in it without a flash.',
      country: 'Remembers the country you last chose in a phone number field.',
      valuesVisible: 'Remembers whether money amounts are shown or hidden on screen.',
      accessToken: 'Your current sign-in token and when it expires.',
      employee: 'Your name, email and businesses, so the application opens without waiting.',
      business: 'The business you selected to work for.',
      role: 'Your role in the selected business.',
      language: 'The interface language you chose.',
      rememberedEmail: 'The email address “Remember me” keeps for the sign-in page.',
      sidebar: 'Whether the sidebar is expanded or collapsed.',
      hiddenColumns: 'Which columns you hid in a table; {table} names the table.',
      installPrompt:
        'That you dismissed the “Add to Home Screen” suggestion; {id} is your account’s identifier.',
    },
  },

  businessTerms: {
    title: 'Business Manager Terms',
    intro:
      'These terms apply to a business that registers in Back Office and to the person who registers it, who becomes the business’s first executive. They add to the Terms of Service, which apply to everyone.',
    sections: [
      {
        heading: 'Registration',
        paragraphs: [
          'The details you give when registering — company name and legal name, email, phone — must be true and kept up to date. You confirm that you may act for the company.',
        ],
      },
      {
        heading: 'Your staff',
        paragraphs: [
          'You decide who works for your business in Back Office and in which role, and you end a membership when someone leaves. You are responsible for what your staff do with the access you give them. A business always keeps at least one active executive.',
        ],
      },
      {
        heading: 'Offers and coupons',
        paragraphs: [
          'Offers you publish are checked by the provider before customers see them, and may be refused or ended if they are misleading or unlawful. You honour every coupon your staff redeem in Back Office, at the value shown when it was redeemed.',
        ],
      },
      {
        heading: 'Your customers’ data',
        paragraphs: [
          'You are the controller of the data you keep about your customers and staff. We process it only to run Back Office for you, keep it confidential, protect it with appropriate technical and organisational measures, use sub-processors only under equivalent obligations, help you answer requests of the people concerned, tell you without undue delay of a personal data breach, and delete or return it when you leave. These terms are the data processing agreement between us under Article 28 GDPR.',
        ],
      },
      {
        heading: 'Fees and subscriptions',
        paragraphs: [
          'The plan and fees of your business are those shown in its subscription settings. During the beta no fees are charged unless agreed in writing.',
        ],
      },
      {
        heading: 'Ending',
        paragraphs: [
          'Either side may end the use of Back Office for a business with 30 days’ notice, or at once for a serious breach. On request we hand over your data in a common format; after 90 days it is deleted, except what the law requires us to keep.',
        ],
      },
    ],
  },
};
