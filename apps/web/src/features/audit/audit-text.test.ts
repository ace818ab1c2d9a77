import { describe, expect, it } from 'vitest';
import type { Language } from '@back-office/domain/constants';
import type { ListAuditQuery } from '../../gql/graphql';
import { el } from '../../lib/i18n/el';
import { en } from '../../lib/i18n/en';
import { EN_PAGE_TEXTS } from '../../lib/i18n/en-pages';
import { dateFormatter } from '../../lib/format-date';
import { createTranslator } from '../../lib/i18n/translator';
import { auditFieldChanges, auditSentence, type AuditTextTools } from './audit-text';

// Intl puts a no-break space between an amount and its currency sign.
const money = (text: string) => text.replace(' €', '\u00a0€');

type Entry = ListAuditQuery['audit']['list']['items'][number];

const translator = createTranslator('en', { ...en, ...EN_PAGE_TEXTS });
translator.addResourceBundle('el', 'translation', el);

const tools = (language: Language): AuditTextTools => ({
  t: translator.getFixedT(language),
  language,
  dates: dateFormatter({ dateFormat: 'DD/MM/YYYY', timeZone: 'Europe/Athens' }),
});

const entry = (over: Partial<Entry>): Entry => ({
  id: '1',
  at: '2026-03-04T10:00:00.000Z',
  employeeName: 'Katerina Papadopoulou',
  businessName: 'Aroma Cafe',
  action: 'product.update',
  objectId: '6f1c2f0e-0000-4000-8000-000000000001',
  objectName: 'Flat White',
  objectTotalMinor: null,
  objectCurrency: 'EUR',
  changes: '{}',
  fieldChanges: [],
  outcome: 'OK',
  address: null,
  ...over,
});

describe('an audit entry in words', () => {
  it('says who did what to which named object, in English and Greek', () => {
    const changed = entry({});
    expect(auditSentence(changed, tools('en'))).toBe(
      'Katerina Papadopoulou changed product “Flat White”',
    );
    expect(auditSentence(changed, tools('el'))).toBe(
      'Katerina Papadopoulou άλλαξε το προϊόν «Flat White»',
    );
  });

  it('names a posted invoice by its number with its total, formatted exactly', () => {
    const posted = entry({
      action: 'accounting.post',
      objectName: 'INV-2026-000011',
      objectTotalMinor: 4463,
    });
    expect(auditSentence(posted, tools('en'))).toBe(
      money('Katerina Papadopoulou posted invoice INV-2026-000011 (44,63 €)'),
    );
    expect(auditSentence(posted, tools('el'))).toBe(
      money('Katerina Papadopoulou εξέδωσε το τιμολόγιο INV-2026-000011 (44,63 €)'),
    );
  });

  it('falls back to "changed" for an operation it has no verb for, and to "someone"', () => {
    const unknown = entry({
      action: 'somethingNew.doIt',
      objectName: 'Thing',
      employeeName: null,
    });
    expect(auditSentence(unknown, tools('en'))).toBe('Someone changed “Thing”');
    expect(auditSentence(entry({ action: 'sale.record', objectName: null }), tools('en'))).toBe(
      'Katerina Papadopoulou recorded a sale',
    );
    const password = entry({ action: 'profile.changePassword', objectName: null });
    expect(auditSentence(password, tools('en'))).toBe(
      'Katerina Papadopoulou changed their password',
    );
  });

  it('labels fields as their forms do and formats money, booleans, dates and empties', () => {
    const changes = entry({
      fieldChanges: [
        { field: 'price', before: '380', after: '420' },
        { field: 'stock_quantity', before: '3', after: '5' },
        { field: 'description', before: 'null', after: '"Oat milk"' },
        { field: 'featured', before: 'false', after: 'true' },
        { field: 'status', before: '"active"', after: '"draft"' },
        { field: 'valid_until', before: '"2026-04-30"', after: '"2026-05-31T21:00:00+00:00"' },
      ],
    });
    expect(auditFieldChanges(changes, tools('en'))).toEqual([
      { field: 'price', label: 'Price', before: money('3,80 €'), after: money('4,20 €') },
      { field: 'stock_quantity', label: 'Stock', before: '3', after: '5' },
      { field: 'description', label: 'Description', before: '—', after: 'Oat milk' },
      { field: 'featured', label: 'Featured', before: 'No', after: 'Yes' },
      { field: 'status', label: 'Status', before: 'Active', after: 'Draft' },
      {
        field: 'valid_until',
        label: 'Valid until',
        before: '30/04/2026',
        after: '01/06/2026 00:00',
      },
    ]);
    const greek = auditFieldChanges(changes, tools('el'));
    expect(greek[0]).toMatchObject({
      label: 'Τιμή',
      before: money('3,80 €'),
      after: money('4,20 €'),
    });
    expect(greek[3]).toMatchObject({ before: 'Όχι', after: 'Ναι' });
  });
});
