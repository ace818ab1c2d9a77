import type { TFunction } from 'i18next';
import type { Language } from '@back-office/domain/constants';
import type { ListAuditQuery } from '../../gql/graphql';
import type { TranslationKey } from '../../lib/i18n/en';
import type { DateFormatter } from '../../lib/format-date';
import { formatAmount } from '../../lib/format-amount';

type Entry = ListAuditQuery['audit']['list']['items'][number];

/** What an entry's words need: the texts, the reader's language and the business's dates. */
export interface AuditTextTools {
  t: TFunction;
  language: Language;
  dates: DateFormatter;
}

// The kinds of object the trail's operations act on, each with its words when its name is known
// and when it is not.
const KINDS = {
  product: ['auditObjectProduct', 'auditObjectProductUnnamed'],
  offer: ['auditObjectOffer', 'auditObjectOfferUnnamed'],
  invoice: ['auditObjectInvoice', 'auditObjectInvoiceUnnamed'],
  draftInvoice: [null, 'auditObjectDraftInvoice'],
  creditNote: [null, 'auditObjectCreditNote'],
  payment: [null, 'auditObjectPayment'],
  customer: ['auditObjectCustomer', 'auditObjectCustomerUnnamed'],
  service: ['auditObjectService', 'auditObjectServiceUnnamed'],
  teamMember: ['auditObjectTeamMember', 'auditObjectTeamMemberUnnamed'],
  business: ['auditObjectBusiness', 'auditObjectBusinessUnnamed'],
  store: [null, 'auditObjectStore'],
  businessProfile: ['auditObjectBusinessProfile', 'auditObjectBusinessProfileUnnamed'],
  profile: [null, 'auditObjectProfile'],
  ownPassword: [null, 'auditObjectOwnPassword'],
  sale: [null, 'auditObjectSale'],
  subscription: [null, 'auditObjectSubscription'],
  ticket: [null, 'auditObjectTicket'],
  membership: [null, 'auditObjectMembership'],
  affiliate: [null, 'auditObjectAffiliate'],
  advertisement: [null, 'auditObjectAdvertisement'],
  course: [null, 'auditObjectCourse'],
  record: ['auditObjectNamed', 'auditObjectRecord'],
} as const satisfies Record<string, readonly [TranslationKey | null, TranslationKey]>;
type Kind = keyof typeof KINDS;

// The object of an operation's namespace (the part of its name before the dot).
const NAMESPACE_KINDS: Record<string, Kind> = {
  product: 'product',
  offer: 'offer',
  accounting: 'invoice',
  customer: 'customer',
  service: 'service',
  team: 'teamMember',
  business: 'business',
  businessProfile: 'businessProfile',
  profile: 'profile',
  sale: 'sale',
  subscription: 'subscription',
  support: 'ticket',
  member: 'membership',
  affiliate: 'affiliate',
  advertisement: 'advertisement',
  academy: 'course',
  training: 'course',
};

type Verb = Extract<TranslationKey, `auditVerb${string}`>;
type Said = Verb | { verb: Verb; object: Kind };

// The verb of each operation, by its name; an operation missing here reads "changed".
const OPERATIONS: Record<string, Said> = {
  'product.create': 'auditVerbCreated',
  'product.update': 'auditVerbChanged',
  'product.archive': 'auditVerbArchived',
  'product.adjustStock': 'auditVerbAdjustedStock',
  'offer.create': 'auditVerbCreated',
  'offer.update': 'auditVerbChanged',
  'offer.setStatus': 'auditVerbChangedStatus',
  'accounting.createDraft': { verb: 'auditVerbCreated', object: 'draftInvoice' },
  'accounting.draftFromSales': { verb: 'auditVerbCreated', object: 'draftInvoice' },
  'accounting.updateDraft': 'auditVerbChanged',
  'accounting.deleteDraft': 'auditVerbDeleted',
  'accounting.cancelDraft': 'auditVerbCancelled',
  'accounting.post': 'auditVerbPosted',
  'accounting.send': 'auditVerbSent',
  'accounting.issueCreditNote': { verb: 'auditVerbIssued', object: 'creditNote' },
  'accounting.recordPayment': { verb: 'auditVerbRecorded', object: 'payment' },
  'accounting.voidPayment': { verb: 'auditVerbVoided', object: 'payment' },
  'customer.reissueWalletKey': 'auditVerbReissuedWalletKey',
  'service.create': 'auditVerbCreated',
  'service.delete': 'auditVerbDeleted',
  'team.add': 'auditVerbAdded',
  'business.create': 'auditVerbCreated',
  'business.setStatus': 'auditVerbChangedStatus',
  'business.createStore': { verb: 'auditVerbAdded', object: 'store' },
  'business.updateStore': { verb: 'auditVerbChanged', object: 'store' },
  'business.deleteStore': { verb: 'auditVerbDeleted', object: 'store' },
  'profile.changePassword': { verb: 'auditVerbChanged', object: 'ownPassword' },
  'sale.record': 'auditVerbRecorded',
  'sale.refund': 'auditVerbRefunded',
  'subscription.subscribe': 'auditVerbSubscribed',
  'subscription.pause': 'auditVerbPaused',
  'subscription.resume': 'auditVerbResumed',
  'subscription.cancel': 'auditVerbCancelled',
  'support.open': 'auditVerbOpened',
  'support.reply': 'auditVerbRepliedTo',
  'member.enrol': 'auditVerbEnrolled',
  'member.renew': 'auditVerbRenewed',
  'member.cancel': 'auditVerbCancelled',
  'affiliate.invite': 'auditVerbInvited',
  'affiliate.approve': 'auditVerbApproved',
  'affiliate.suspend': 'auditVerbPaused',
  'advertisement.create': 'auditVerbCreated',
  'advertisement.pause': 'auditVerbPaused',
  'advertisement.resume': 'auditVerbResumed',
  'advertisement.approve': 'auditVerbApproved',
  'advertisement.reject': 'auditVerbRejected',
  'academy.createCourse': 'auditVerbCreated',
  'academy.publishCourse': 'auditVerbPublished',
  'academy.retireCourse': 'auditVerbRetired',
  'academy.assignCourse': 'auditVerbAssigned',
};

/** The entry as a sentence: who did what to which object, e.g. Katerina posted invoice INV-1. */
export function auditSentence(entry: Entry, { t, language }: AuditTextTools): string {
  const said = OPERATIONS[entry.action] ?? 'auditVerbChanged';
  const verb = typeof said === 'string' ? said : said.verb;
  const kind =
    (typeof said === 'string' ? undefined : said.object) ??
    NAMESPACE_KINDS[entry.action.split('.')[0]!] ??
    'record';
  const [named, unnamed] = KINDS[kind];
  const name = entry.objectName;
  const object: string = named && name ? t(named, { name }) : t(unnamed);
  const total = entry.objectTotalMinor;
  const withAmount: string =
    total != null && entry.objectCurrency
      ? t('auditWithAmount', {
          object,
          amount: formatAmount(total, entry.objectCurrency, language),
        })
      : object;
  return t('auditSentence', {
    who: entry.employeeName ?? t('auditSomeone'),
    verb: t(verb),
    object: withAmount,
  });
}

// The labels of the forms the fields are edited in, by the object's kind and column.
const FIELD_LABELS: Partial<Record<Kind, Record<string, TranslationKey>>> = {
  product: {
    name: 'productName',
    description: 'productDescription',
    category: 'productCategory',
    price: 'productPrice',
    currency: 'productCurrency',
    sku: 'productSku',
    stock_quantity: 'productStock',
    low_stock_threshold: 'productLowStockThreshold',
    status: 'productStatus',
    tags: 'productTags',
  },
  offer: { title: 'offerTitle', description: 'offerDescription', status: 'offerStatus' },
  service: {
    name: 'serviceName',
    description: 'serviceDescription',
    price: 'servicePrice',
    active: 'serviceActive',
  },
  invoice: {
    due_date: 'invoiceDueDate',
    issue_date: 'invoiceIssueDate',
    notes: 'invoiceNotes',
    currency: 'invoiceCurrency',
    language: 'invoiceLanguage',
  },
};

// The words of a column's fixed values, as the forms and lists show them.
const VALUE_LABELS: Partial<Record<Kind, Record<string, Record<string, TranslationKey>>>> = {
  product: {
    status: {
      active: 'productStatusActive',
      draft: 'productStatusDraft',
      archived: 'productStatusArchived',
    },
  },
};

// Columns that hold integer minor units of the object's currency.
const MONEY = /^(price|amount|total|subtotal|vat_total|unit_price)$|_minor$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

// A column a form does not name, in words: stock_quantity reads "Stock quantity".
const inWords = (field: string) => {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/** One changed field as a person reads it: its label, and its values before and after. */
export interface FieldChangeText {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** The fields the write changed, labelled as their forms label them, values formatted. */
export function auditFieldChanges(entry: Entry, tools: AuditTextTools): FieldChangeText[] {
  const kind = NAMESPACE_KINDS[entry.action.split('.')[0]!];
  const labels = (kind && FIELD_LABELS[kind]) ?? {};
  const valueLabels = (kind && VALUE_LABELS[kind]) ?? {};
  const currency = entry.objectCurrency ?? 'EUR';
  const value = (field: string, json: string): string => {
    const shown = (v: unknown): string => {
      if (v === null || v === undefined || v === '') return '—';
      if (typeof v === 'boolean') return tools.t(v ? 'auditYes' : 'auditNo');
      if (typeof v === 'number' && MONEY.test(field))
        return formatAmount(v, currency, tools.language);
      const word = typeof v === 'string' ? valueLabels[field]?.[v] : undefined;
      if (word) return tools.t(word);
      if (typeof v === 'string' && INSTANT.test(v)) return tools.dates.dateTime(v);
      if (typeof v === 'string' && DAY.test(v)) return tools.dates.day(v);
      if (Array.isArray(v)) return v.length ? v.map(shown).join(', ') : '—';
      if (typeof v === 'object')
        return Object.entries(v)
          .map(([k, item]) => `${inWords(k)}: ${shown(item)}`)
          .join(', ');
      return String(v);
    };
    return shown(parsed(json));
  };
  return entry.fieldChanges.map(({ field, before, after }) => ({
    field,
    label: Object.hasOwn(labels, field) ? tools.t(labels[field]!) : inWords(field),
    before: value(field, before),
    after: value(field, after),
  }));
}
