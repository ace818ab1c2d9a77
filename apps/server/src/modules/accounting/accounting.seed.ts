import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '@back-office/domain/periods';
import { BUSINESS_SETTINGS_DEFAULTS } from '@back-office/domain/constants';
import { isResultCode } from '@back-office/domain/result-codes';
import type { InvoiceDraftInput, InvoiceLineInput } from '@back-office/domain/schemas/accounting';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { creditNoteOf } from './credit-note.service';
import { draftFromSalesOf } from './invoice-from-sales.service';
import { postDraft } from './invoice-issue.service';
import { saveNewDraft } from './invoice.service';
import { recordPaymentOf } from './payment.service';

interface Merchants {
  provider: string;
  aroma: string;
  blueBay: string;
}

type Line = [description: string, quantity: number, unitPriceMinor: number, vatRateBp: number];

const lines = (...items: Line[]): InvoiceLineInput[] =>
  items.map(([description, quantity, unitPriceMinor, vatRateBp]) => ({
    description,
    quantity,
    unitPriceMinor,
    discountMinor: 0,
    vatRateBp,
  }));

// What each business bills, in its own trade; Greek descriptions on the Greek invoices.
const CATALOGUE: Record<'aroma' | 'blueBay', { en: Line[]; el: Line[] }> = {
  aroma: {
    en: [
      ['Office coffee service, monthly', 1, 18_000, 1900],
      ['Pastry platter (24 pieces)', 2, 3_600, 900],
      ['Barista workshop seat', 3, 4_500, 1900],
    ],
    el: [
      ['Υπηρεσία καφέ γραφείου, μηνιαία', 1, 18_000, 1900],
      ['Πιατέλα γλυκών (24 τεμάχια)', 1, 3_600, 900],
      ['Κατάλογος χριστουγεννιάτικων δώρων', 4, 2_250, 500],
    ],
  },
  blueBay: {
    en: [
      ['Airport transfer, Larnaca to Limassol', 2, 6_500, 900],
      ['Island day tour', 4, 8_900, 900],
      ['Travel insurance', 1, 2_400, 0],
    ],
    el: [
      ['Μεταφορά από αεροδρόμιο', 2, 6_500, 900],
      ['Ημερήσια εκδρομή στο νησί', 2, 8_900, 900],
      ['Ταξιδιωτική ασφάλιση', 1, 2_400, 0],
    ],
  },
};

async function customersOf(db: Db, merchantId: string): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct customer_id from coupons where merchant_id = ${merchantId} order by customer_id`,
  );
  return rowsOf<{ customer_id: string }>(result).map((r) => r.customer_id);
}

/**
 * Invoices in every state for both merchants, in English and Greek, issued to their customers and
 * to each other, and the provider's invoices to each merchant for the fee on its redemptions.
 * Dates are relative to today, so overdue invoices stay overdue whenever the demo is loaded.
 */
export async function seedDemoAccounting(
  db: Db,
  ids: { merchants: Merchants; employees: { aroma: string; blueBay: string; provider: string } },
) {
  const today = todayIn(BUSINESS_SETTINGS_DEFAULTS.timezone);
  const { merchants } = ids;
  for (const key of ['aroma', 'blueBay'] as const) {
    const merchantId = merchants[key];
    const employeeId = ids.employees[key];
    const other = key === 'aroma' ? merchants.blueBay : merchants.aroma;
    const customers = await customersOf(db, merchantId);
    const recipient = (i: number): Pick<InvoiceDraftInput, 'recipientKind' | 'recipientId'> =>
      customers.length && i % 3 !== 2
        ? { recipientKind: 'customer', recipientId: customers[i % customers.length]! }
        : { recipientKind: 'business', recipientId: other };
    const { en, el } = CATALOGUE[key];
    const draft = async (
      i: number,
      language: 'en' | 'el',
      issuedDaysAgo: number | null,
      termsDays = 30,
    ) => {
      const issueDate = issuedDaysAgo === null ? null : addDays(today, -issuedDaysAgo);
      const id = await saveNewDraft(db, merchantId, employeeId, {
        ...recipient(i),
        language,
        currency: null,
        issueDate,
        dueDate: issueDate ? addDays(issueDate, termsDays) : null,
        notes: null,
        lines: lines(...(language === 'en' ? en : el).slice(0, 2 + (i % 2))),
      });
      return id!;
    };
    const posted = async (
      i: number,
      language: 'en' | 'el',
      issuedDaysAgo: number,
      termsDays = 30,
    ) => {
      const id = await draft(i, language, issuedDaysAgo, termsDays);
      await postDraft(db, merchantId, employeeId, id);
      return id;
    };
    const totalOf = async (id: string) =>
      Number(
        rowsOf<{ total: string }>(
          await db.execute(sql`select total::text from invoices where id = ${id}`),
        )[0]!.total,
      );
    const pay = async (invoiceId: string, amountMinor: number, method: string, daysAgo: number) =>
      recordPaymentOf(db, merchantId, employeeId, {
        invoiceId,
        amountMinor,
        method: method as 'Cash',
        paidOn: addDays(today, -daysAgo),
        reference: method === 'Bank Transfer' ? `TRX-${daysAgo}${amountMinor}` : null,
      });

    // A draft in each language, and one cancelled.
    await draft(0, 'en', null);
    await draft(1, 'el', null);
    const cancelled = await draft(3, 'en', null);
    await db.execute(sql`update invoices set status = 'cancelled' where id = ${cancelled}`);
    // Posted and not yet due; one to the other merchant, which it sees under Received.
    await posted(0, 'en', 4);
    await posted(2, 'el', 9);
    // Partially paid.
    const partial = await posted(1, 'el', 18);
    await pay(partial, Math.floor((await totalOf(partial)) / 3), 'Cash', 10);
    // Paid in full, by card and by transfer.
    for (const [i, method] of [
      [3, 'Credit Card'],
      [4, 'Bank Transfer'],
      [5, 'Stripe'],
    ] as const) {
      const paid = await posted(i, i % 2 ? 'en' : 'el', 35 + i * 4);
      await pay(paid, await totalOf(paid), method, 20 + i);
    }
    // Overdue by about 45 days, and by more than 90 (partly paid).
    await posted(6, 'en', 75);
    const old = await posted(7, 'el', 130);
    await pay(old, 5_000, 'Bank Transfer', 95);
    // Credited in full after a complaint, and credited in part.
    const credited = await posted(8, 'en', 25);
    const creditedTotal = await totalOf(credited);
    await creditNoteOf(db, merchantId, employeeId, {
      invoiceId: credited,
      reason: 'Order cancelled by the customer',
      lines: lines(['Cancellation of the whole order', 1, creditedTotal, 0]),
    });
    const returned = await posted(9, 'el', 12);
    await creditNoteOf(db, merchantId, employeeId, {
      invoiceId: returned,
      reason: 'Επιστροφή μέρους της παραγγελίας',
      lines: lines([el[0]![0], 1, 1_000, 1900]),
    });
  }

  // The provider bills each merchant its fee on last month's and this month's redemptions.
  for (const key of ['aroma', 'blueBay'] as const) {
    const monthStart = `${today.slice(0, 7)}-01`;
    const previousStart = `${addDays(monthStart, -1).slice(0, 7)}-01`;
    const last = await draftFromSalesOf(db, merchants.provider, ids.employees.provider, {
      recipientKind: 'business',
      recipientId: merchants[key],
      from: previousStart,
      to: addDays(monthStart, -1),
      language: key === 'aroma' ? 'en' : 'el',
    });
    if (!isResultCode(last)) await postDraft(db, merchants.provider, ids.employees.provider, last);
    await draftFromSalesOf(db, merchants.provider, ids.employees.provider, {
      recipientKind: 'business',
      recipientId: merchants[key],
      from: monthStart,
      to: today,
      language: key === 'aroma' ? 'en' : 'el',
    });
  }
}
