import { PEOPLE_MESSAGES } from '@back-office/domain/people-messages';
import { MONEY_MESSAGES } from '@back-office/domain/money-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@back-office/domain/periods';
import { BUSINESS_SETTINGS_DEFAULTS } from '@back-office/domain/constants';
import { graphql } from '../../test/gql';
import { documentNumber } from '@back-office/domain/accounting';
import { MESSAGES } from '@back-office/domain/messages';
import { rowsOf } from '../../db/rows';
import { invoices } from '../../db/schema';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';
import { expectOnly, signInEveryRole, type Callers } from '../../test/sessions';
import { lockInvoice } from './accounting.queries';
import { postLocked } from './invoice-issue.service';
import type {
  AccountingListQuery,
  InvoiceDraftInput,
  InvoiceFilter,
  InvoiceLineInput,
} from '../../test/gql/graphql';

graphql(`
  fragment AccountingInvoice on Invoice {
    _id
    kind
    status
    number
    merchantId
    recipientKind
    recipientId
    language
    currency
    issueDate
    dueDate
    subtotalMinor
    vatMinor
    totalMinor
    paidMinor
    creditedMinor
    dueMinor
    paymentStatus
    overdue
    received
    pdfUrl
    issuer {
      name
      taxId
    }
    recipient {
      name
      email
    }
    lines {
      description
      quantity
      unitPriceMinor
      discountMinor
      vatRateBp
      netMinor
      vatMinor
      totalMinor
      saleIds
    }
    vatSummary {
      vatRateBp
      netMinor
      vatMinor
    }
    creditOf {
      number
    }
    creditNotes {
      number
      totalMinor
    }
    payments {
      _id
      amountMinor
      method
      voidedAt
    }
    history {
      event
      employeeName
    }
  }
`);
graphql(`
  fragment AccountingInvoiceResult on InvoiceResult {
    success
    messageCode
    invoice {
      ...AccountingInvoice
    }
  }
`);
const CREATE = graphql(`
  mutation AccountingCreate($input: InvoiceDraftInput!) {
    accounting {
      createDraft(input: $input) {
        ...AccountingInvoiceResult
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation AccountingUpdate($id: ID!, $input: InvoiceDraftInput!) {
    accounting {
      updateDraft(id: $id, input: $input) {
        ...AccountingInvoiceResult
      }
    }
  }
`);
const POST = graphql(`
  mutation AccountingPost($id: ID!) {
    accounting {
      post(id: $id) {
        ...AccountingInvoiceResult
      }
    }
  }
`);
const DELETE = graphql(`
  mutation AccountingDelete($id: ID!) {
    accounting {
      deleteDraft(id: $id) {
        success
        messageCode
      }
    }
  }
`);
const CANCEL = graphql(`
  mutation AccountingCancel($id: ID!) {
    accounting {
      cancelDraft(id: $id) {
        success
        messageCode
        invoice {
          status
        }
      }
    }
  }
`);
const CREDIT = graphql(`
  mutation AccountingCredit($input: CreditNoteInput!) {
    accounting {
      issueCreditNote(input: $input) {
        ...AccountingInvoiceResult
      }
    }
  }
`);
const FROM_SALES = graphql(`
  mutation AccountingFromSales($input: DraftFromSalesInput!) {
    accounting {
      draftFromSales(input: $input) {
        ...AccountingInvoiceResult
      }
    }
  }
`);
const PAY = graphql(`
  mutation AccountingPay($input: PaymentInput!) {
    accounting {
      recordPayment(input: $input) {
        success
        messageCode
        payment {
          _id
          amountMinor
        }
        invoice {
          paymentStatus
          dueMinor
          paidMinor
        }
      }
    }
  }
`);
const VOID = graphql(`
  mutation AccountingVoid($input: VoidPaymentInput!) {
    accounting {
      voidPayment(input: $input) {
        success
        messageCode
        invoice {
          paymentStatus
          paidMinor
        }
      }
    }
  }
`);
const GET = graphql(`
  query AccountingGet($id: ID!) {
    accounting {
      get(id: $id) {
        ...AccountingInvoice
      }
    }
  }
`);
const LIST = graphql(`
  query AccountingList($filter: InvoiceFilter, $first: Int, $after: String) {
    accounting {
      list(filter: $filter, first: $first, after: $after) {
        items {
          _id
          number
          status
          paymentStatus
          overdue
          recipient {
            name
          }
        }
        totalCount
        totalCountIsExact
        endCursor
        hasNextPage
      }
    }
  }
`);
const PAYMENTS = graphql(`
  query AccountingPayments($filter: PaymentFilter) {
    accounting {
      payments(filter: $filter) {
        items {
          _id
          invoiceNumber
          amountMinor
          recipientName
        }
        totalCount
      }
    }
  }
`);
const RECEIVABLES = graphql(`
  query AccountingReceivables {
    accounting {
      receivables {
        currency
        totalDueMinor
        buckets {
          age
          count
          dueMinor
        }
      }
    }
  }
`);
const VAT = graphql(`
  query AccountingVat($year: Int!) {
    accounting {
      vatSummary(year: $year) {
        month
        currency
        vatRateBp
        netMinor
        vatMinor
      }
    }
  }
`);
const RECIPIENTS = graphql(`
  query AccountingRecipients($search: String) {
    accounting {
      recipients(search: $search) {
        kind
        _id
        name
      }
    }
  }
`);
const SETTINGS = graphql(`
  query AccountingSettings {
    accounting {
      settings {
        currency
        vatRates
        paymentTermsDays
        timeZone
        language
      }
    }
  }
`);
const NO_ID = '00000000-0000-0000-0000-000000000000';
// Dates the tests write follow the clock, so the suite holds on whatever day it runs.
const utcToday = new Date().toISOString().slice(0, 10);

const line = (over: Partial<InvoiceLineInput> = {}): InvoiceLineInput => ({
  description: 'Catering for 20',
  quantity: 2,
  unitPriceMinor: 12_345,
  discountMinor: 0,
  vatRateBp: 1900,
  ...over,
});

describe.each(DATABASE_KINDS)('invoices on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let accountant: string;
  let execBlue: string;
  let customerId: string;

  const draft = (lines = [line()], over: Partial<InvoiceDraftInput> = {}): InvoiceDraftInput => ({
    recipientKind: 'customer',
    recipientId: customerId,
    lines,
    ...over,
  });
  const create = async (input: InvoiceDraftInput, token = accountant) =>
    (await h.gql(CREATE, { input }, { token })).data!.accounting.createDraft;
  const post = async (id: string, token = accountant) =>
    (await h.gql(POST, { id }, { token })).data!.accounting.post;
  const posted = async (lines = [line()]) =>
    (await post((await create(draft(lines))).invoice!._id)).invoice!;

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    accountant = callers.token('ACCOUNTANT')!;
    execBlue = (await signInTo(h, 'exec@demo.test', h.merchants.blueBay)).token;
    const result = await h.database.db.execute(
      sql`select customer_id from coupons where merchant_id = ${h.merchants.aroma} order by customer_id limit 1`,
    );
    customerId = rowsOf<{ customer_id: string }>(result)[0]!.customer_id;
  });
  afterAll(() => h?.close());

  it.each([
    ['list', LIST, {}],
    ['get', GET, { id: NO_ID }],
    ['payments', PAYMENTS, {}],
    ['receivables', RECEIVABLES, {}],
    ['vatSummary', VAT, { year: Number(utcToday.slice(0, 4)) }],
    ['recipients', RECIPIENTS, {}],
    ['settings', SETTINGS, {}],
  ])('accounting.%s is for ADMIN, EXECUTIVE and ACCOUNTANT', async (_name, query, variables) => {
    await expectOnly(h, callers, ['su', 'ADMIN', 'EXECUTIVE', 'ACCOUNTANT'], query, variables);
  });

  it.each([
    [
      'createDraft',
      CREATE,
      { input: { recipientKind: 'customer', recipientId: NO_ID, lines: [] } },
    ],
    ['post', POST, { id: NO_ID }],
    ['deleteDraft', DELETE, { id: NO_ID }],
    ['cancelDraft', CANCEL, { id: NO_ID }],
    [
      'recordPayment',
      PAY,
      { input: { invoiceId: NO_ID, amountMinor: 1, method: 'Cash', paidOn: utcToday } },
    ],
    ['voidPayment', VOID, { input: { paymentId: NO_ID, reason: 'typo' } }],
  ])('accounting.%s is for ADMIN, EXECUTIVE and ACCOUNTANT', async (_name, query, variables) => {
    await expectOnly(h, callers, ['su', 'ADMIN', 'EXECUTIVE', 'ACCOUNTANT'], query, variables);
  });

  it('keeps a draft without a number, and posting gives the next number and freezes the details', async () => {
    const saved = await create(
      draft([
        line(),
        line({
          description: 'Cakes',
          quantity: 3,
          unitPriceMinor: 333,
          vatRateBp: 500,
          discountMinor: 99,
        }),
      ]),
    );
    expect(saved).toMatchObject({ success: true, messageCode: 'INVOICE_SAVED' });
    expect(saved.invoice).toMatchObject({
      status: 'draft',
      number: null,
      currency: 'EUR',
      paymentStatus: 'not_paid',
    });
    // 2 × 123.45 = 246.90 at 19 % = 46.911 → 46.91; 3 × 3.33 − 0.99 = 9.00 at 5 % = 0.45.
    expect(saved.invoice!.lines.map((l) => [l.netMinor, l.vatMinor, l.totalMinor])).toEqual([
      [24_690, 4_691, 29_381],
      [900, 45, 945],
    ]);
    expect(saved.invoice).toMatchObject({
      subtotalMinor: 25_590,
      vatMinor: 4_736,
      totalMinor: 30_326,
    });
    expect(saved.invoice!.vatSummary).toEqual([
      { vatRateBp: 1900, netMinor: 24_690, vatMinor: 4_691 },
      { vatRateBp: 500, netMinor: 900, vatMinor: 45 },
    ]);

    const result = await post(saved.invoice!._id);
    expect(result).toMatchObject({ success: true, messageCode: 'INVOICE_POSTED' });
    expect(result.invoice!.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(result.invoice!.issuer).toMatchObject({ name: 'Aroma Cafe', taxId: 'CY10000001B' });
    expect(result.invoice!.dueDate! > result.invoice!.issueDate!).toBe(true);
    expect(result.invoice!.pdfUrl).toBe(`/api/invoices/${saved.invoice!._id}/pdf`);
    const recipientName = result.invoice!.recipient.name;

    // Editing the customer afterwards leaves the posted copy as it was.
    await h.database.db.execute(
      sql`update customers set first_name = 'Renamed' where id = ${customerId}`,
    );
    const read = (await h.gql(GET, { id: saved.invoice!._id }, { token: accountant })).data!
      .accounting.get;
    expect(read!.recipient.name).toBe(recipientName);
    expect(read!.history.map((e) => e.event)).toEqual(['created', 'posted']);
    await h.database.db.execute(
      sql`update customers set first_name = ${recipientName.split(' ')[0]} where id = ${customerId}`,
    );

    const again = await post(saved.invoice!._id);
    expect(again).toMatchObject({ success: false, messageCode: 'INVOICE_NOT_DRAFT' });
    const edit = (
      await h.gql(UPDATE, { id: saved.invoice!._id, input: draft() }, { token: accountant })
    ).data!.accounting.updateDraft;
    expect(edit).toMatchObject({ success: false, messageCode: 'INVOICE_NOT_DRAFT' });
    const del = (await h.gql(DELETE, { id: saved.invoice!._id }, { token: accountant })).data!
      .accounting.deleteDraft;
    expect(del).toMatchObject({ success: false, messageCode: 'INVOICE_NOT_DRAFT' });
  });

  it('refuses bad input beside its field, and writes nothing', async () => {
    const before = await h.database.db.$count(invoices);
    const cases: [InvoiceDraftInput, string, string][] = [
      [draft([line({ quantity: 1.5 })]), 'lines.0.quantity', MESSAGES.wholeNumber],
      [draft([line({ quantity: -2 })]), 'lines.0.quantity', MONEY_MESSAGES.quantityPositive],
      [draft([line({ vatRateBp: 2000 })]), 'lines.0.vatRateBp', MONEY_MESSAGES.vatRateNotAllowed],
      [
        draft([line({ discountMinor: 30_000 })]),
        'lines.0.discountMinor',
        MONEY_MESSAGES.discountTooLarge,
      ],
      [
        draft([line({ description: ' ' })]),
        'lines.0.description',
        MONEY_MESSAGES.descriptionRequired,
      ],
      [draft([line()], { currency: 'USD' }), 'currency', MONEY_MESSAGES.currencyNotBusiness],
      [
        draft([line()], { issueDate: utcToday, dueDate: addDays(utcToday, -9) }),
        'dueDate',
        MONEY_MESSAGES.dueBeforeIssue,
      ],
      [draft([line()], { issueDate: '2026-02-30' }), 'issueDate', PEOPLE_MESSAGES.invalidDate],
    ];
    for (const [input, field, message] of cases) {
      const res = await h.gql(CREATE, { input }, { token: accountant });
      expect(res.errors?.[0]?.extensions?.code, field).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.fields?.[field], field).toBe(message);
    }
    const empty = await create(draft([]));
    expect(empty.success).toBe(true);
    expect(await post(empty.invoice!._id)).toMatchObject({
      success: false,
      messageCode: 'INVOICE_EMPTY',
    });
    expect(await h.database.db.$count(invoices)).toBe(before + 1);
    const stranger = await create(draft([line()], { recipientId: NO_ID }));
    expect(stranger).toMatchObject({ success: false, messageCode: 'RECIPIENT_NOT_FOUND' });
  });

  it('refuses any change to a posted invoice in the database itself', async () => {
    const invoice = await posted();
    const db = h.database.db;
    await expect(
      db.execute(sql`update invoices set total = 1 where id = ${invoice._id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update invoices set notes = 'x' where id = ${invoice._id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from invoices where id = ${invoice._id}`)).rejects.toThrow();
    await expect(
      db.execute(sql`update invoice_lines set unit_price = 1 where invoice_id = ${invoice._id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from invoice_lines where invoice_id = ${invoice._id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`insert into invoice_lines (invoice_id, position, description, quantity, unit_price, vat_rate, net, vat, total)
        values (${invoice._id}, 9, 'extra', 1, 1, 0, 1, 0, 1)`),
    ).rejects.toThrow();
    // Sending is not content.
    await db.execute(sql`update invoices set sent_at = now() where id = ${invoice._id}`);
    const read = (await h.gql(GET, { id: invoice._id }, { token: accountant })).data!.accounting
      .get;
    expect(read!.totalMinor).toBe(invoice.totalMinor);
  });

  it('numbers 200 concurrent postings, one in seven rolled back, without a gap or a twin', async () => {
    const db = h.database.db;
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      const [row] = await db
        .insert(invoices)
        .values({
          merchantId: h.merchants.blueBay,
          recipientMerchantId: h.merchants.aroma,
          currency: 'EUR',
          total: 100,
          subtotal: 100,
        })
        .returning({ id: invoices.id });
      await db.execute(sql`insert into invoice_lines (invoice_id, position, description, quantity, unit_price, vat_rate, net, vat, total)
        values (${row!.id}, 0, 'Fee', 1, 100, 0, 100, 0, 100)`);
      ids.push(row!.id);
    }
    const employee = rowsOf<{ id: string }>(
      await db.execute(sql`select id from employees where email = 'exec@demo.test'`),
    )[0]!.id;
    const outcomes = await Promise.allSettled(
      ids.map((id, i) =>
        db.transaction(async (tx) => {
          const row = await lockInvoice(tx, id);
          const refused = await postLocked(tx, row!, employee);
          if (refused) throw new Error(refused);
          // A crash between taking the number and committing.
          if (i % 7 === 3) throw new Error('rolled back');
        }),
      ),
    );
    const committed = outcomes.filter((o) => o.status === 'fulfilled').length;
    expect(committed).toBe(200 - Math.floor((200 - 3 - 1) / 7) - 1);
    // Posted today, in this year's series: after the numbers the business had taken before.
    const numbers = rowsOf<{ seq: number; number: string; year: number }>(
      await db.execute(sql`select seq, number, year from invoices
        where id = any(${`{${ids.join(',')}}`}::uuid[]) and status = 'posted' order by seq`),
    );
    const year = numbers[0]!.year;
    const [before] = rowsOf<{ last: number }>(
      await db.execute(sql`select count(*)::int as last from invoices where merchant_id = ${h.merchants.blueBay}
        and series = 'INV' and year = ${year} and not (id = any(${`{${ids.join(',')}}`}::uuid[]))`),
    );
    expect(numbers.map((n) => n.seq)).toEqual(
      Array.from({ length: committed }, (_, i) => before!.last + i + 1),
    );
    expect(numbers.at(-1)!.number).toBe(documentNumber('INV', year, before!.last + committed));
    const drafts = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from invoices
        where id = any(${`{${ids.join(',')}}`}::uuid[]) and status = 'draft'`),
    );
    expect(drafts[0]!.n).toBe(200 - committed);
  });

  it('derives the payment status and refuses to overpay or to pay twice at once', async () => {
    const invoice = await posted([line({ quantity: 1, unitPriceMinor: 10_000, vatRateBp: 0 })]);
    const pay = async (amountMinor: number) =>
      (
        await h.gql(
          PAY,
          {
            input: {
              invoiceId: invoice._id,
              amountMinor,
              method: 'Bank Transfer',
              paidOn: utcToday,
              reference: 'TRX-1',
            },
          },
          { token: accountant },
        )
      ).data!.accounting.recordPayment;
    const first = await pay(4_000);
    expect(first).toMatchObject({
      success: true,
      messageCode: 'PAYMENT_RECORDED',
      invoice: { paymentStatus: 'partially_paid', dueMinor: 6_000 },
    });
    expect(await pay(6_001)).toMatchObject({ success: false, messageCode: 'PAYMENT_EXCEEDS_DUE' });
    const racing = await Promise.all(Array.from({ length: 8 }, () => pay(3_000)));
    expect(racing.filter((r) => r.success)).toHaveLength(2);
    const read = (await h.gql(GET, { id: invoice._id }, { token: accountant })).data!.accounting
      .get;
    expect(read).toMatchObject({ paymentStatus: 'paid', paidMinor: 10_000, dueMinor: 0 });

    const voided = (
      await h.gql(
        VOID,
        { input: { paymentId: first.payment!._id, reason: 'Bounced' } },
        { token: accountant },
      )
    ).data!.accounting.voidPayment;
    expect(voided).toMatchObject({
      success: true,
      invoice: { paymentStatus: 'partially_paid', paidMinor: 6_000 },
    });
    const twice = (
      await h.gql(
        VOID,
        { input: { paymentId: first.payment!._id, reason: 'Again' } },
        { token: accountant },
      )
    ).data!.accounting.voidPayment;
    expect(twice).toMatchObject({ success: false, messageCode: 'PAYMENT_ALREADY_VOIDED' });
    // Voided, never deleted or rewritten, whoever connects.
    await expect(
      h.database.db.execute(sql`delete from invoice_payments where id = ${first.payment!._id}`),
    ).rejects.toThrow();
    await expect(
      h.database.db.execute(
        sql`update invoice_payments set amount = 1 where id = ${first.payment!._id}`,
      ),
    ).rejects.toThrow();
  });

  it('issues credit notes in their own series that never exceed the invoice, also at once', async () => {
    const invoice = await posted([line({ quantity: 1, unitPriceMinor: 10_000, vatRateBp: 0 })]);
    const credit = (amount: number) =>
      h.gql(
        CREDIT,
        {
          input: {
            invoiceId: invoice._id,
            reason: 'Returned',
            lines: [
              line({ description: 'Return', quantity: 1, unitPriceMinor: amount, vatRateBp: 0 }),
            ],
          },
        },
        { token: accountant },
      );
    const results = (await Promise.all(Array.from({ length: 6 }, () => credit(4_000)))).map(
      (r) => r.data!.accounting.issueCreditNote,
    );
    const issued = results.filter((r) => r.success);
    expect(issued).toHaveLength(2);
    expect(
      results.filter((r) => !r.success).every((r) => r.messageCode === 'CREDIT_EXCEEDS_INVOICE'),
    ).toBe(true);
    expect(issued[0]!.invoice).toMatchObject({
      kind: 'credit_note',
      status: 'posted',
      creditOf: { number: invoice.number },
    });
    expect(issued.map((r) => r.invoice!.number).every((n) => /^CN-\d{4}-\d{6}$/.test(n!))).toBe(
      true,
    );
    const rest = (await credit(2_000)).data!.accounting.issueCreditNote;
    expect(rest.success).toBe(true);
    const read = (await h.gql(GET, { id: invoice._id }, { token: accountant })).data!.accounting
      .get;
    expect(read).toMatchObject({ paymentStatus: 'credited', creditedMinor: 10_000, dueMinor: 0 });
    expect(read!.creditNotes).toHaveLength(3);
    const draftInvoice = await create(draft());
    const onDraft = (
      await h.gql(
        CREDIT,
        { input: { invoiceId: draftInvoice.invoice!._id, lines: [line()] } },
        { token: accountant },
      )
    ).data!.accounting.issueCreditNote;
    expect(onDraft).toMatchObject({ success: false, messageCode: 'INVOICE_NOT_POSTED' });
  });

  it("keeps another business's invoices out of reach, and shows a business the invoices it received", async () => {
    const mine = await create(draft());
    const invoice = await posted();
    for (const id of [mine.invoice!._id, invoice._id]) {
      expect((await h.gql(GET, { id }, { token: execBlue })).data!.accounting.get).toBeNull();
      expect(
        (await h.gql(POST, { id }, { token: execBlue })).data!.accounting.post.messageCode,
      ).toBe('INVOICE_NOT_FOUND');
      expect(
        (await h.gql(UPDATE, { id, input: draft() }, { token: execBlue })).data!.accounting
          .updateDraft.messageCode,
      ).toBe('INVOICE_NOT_FOUND');
      expect(
        (await h.gql(DELETE, { id }, { token: execBlue })).data!.accounting.deleteDraft.messageCode,
      ).toBe('INVOICE_NOT_FOUND');
      expect(
        (
          await h.gql(
            PAY,
            { input: { invoiceId: id, amountMinor: 1, method: 'Cash', paidOn: utcToday } },
            { token: execBlue },
          )
        ).data!.accounting.recordPayment.messageCode,
      ).toBe('INVOICE_NOT_FOUND');
      expect(
        (await h.gql(CREDIT, { input: { invoiceId: id, lines: [line()] } }, { token: execBlue }))
          .data!.accounting.issueCreditNote.messageCode,
      ).toBe('INVOICE_NOT_FOUND');
    }
    const blueList = (
      await h.gql(
        LIST,
        { filter: { merchantId: h.merchants.aroma }, first: 100 },
        { token: execBlue },
      )
    ).data!.accounting.list;
    expect(blueList.items.map((i) => i._id)).not.toContain(invoice._id);

    // Aroma invoices Blue Bay: Blue Bay reads it under Received once posted, and cannot change it.
    const toBlue = await create(
      draft([line()], { recipientKind: 'business', recipientId: h.merchants.blueBay }),
    );
    let received = (
      await h.gql(LIST, { filter: { tab: 'received' }, first: 100 }, { token: execBlue })
    ).data!.accounting.list;
    expect(received.items.map((i) => i._id)).not.toContain(toBlue.invoice!._id);
    const sent = await post(toBlue.invoice!._id);
    received = (await h.gql(LIST, { filter: { tab: 'received' }, first: 100 }, { token: execBlue }))
      .data!.accounting.list;
    expect(received.items.map((i) => i._id)).toContain(toBlue.invoice!._id);
    const asRecipient = (await h.gql(GET, { id: toBlue.invoice!._id }, { token: execBlue })).data!
      .accounting.get;
    expect(asRecipient).toMatchObject({ number: sent.invoice!.number, received: true });
    expect(
      (
        await h.gql(
          PAY,
          {
            input: {
              invoiceId: toBlue.invoice!._id,
              amountMinor: 1,
              method: 'Cash',
              paidOn: utcToday,
            },
          },
          { token: execBlue },
        )
      ).data!.accounting.recordPayment.messageCode,
    ).toBe('INVOICE_NOT_FOUND');

    // The provider's staff see every business's invoices, one business at a time if they ask.
    const admin = callers.token('ADMIN')!;
    const adminRead = (await h.gql(GET, { id: invoice._id }, { token: admin })).data!.accounting
      .get;
    expect(adminRead!._id).toBe(invoice._id);
    const filtered = (
      await h.gql(LIST, { filter: { merchantId: h.merchants.aroma }, first: 5 }, { token: admin })
    ).data!.accounting.list;
    expect(filtered.items.length).toBeGreaterThan(0);
  });

  it('lists with filters and keyset pages, deletes and cancels drafts', async () => {
    const a = await create(draft());
    const b = await create(draft());
    expect(
      (await h.gql(DELETE, { id: a.invoice!._id }, { token: accountant })).data!.accounting
        .deleteDraft,
    ).toMatchObject({ success: true, messageCode: 'INVOICE_DELETED' });
    expect(
      (await h.gql(GET, { id: a.invoice!._id }, { token: accountant })).data!.accounting.get,
    ).toBeNull();
    expect(
      (await h.gql(CANCEL, { id: b.invoice!._id }, { token: accountant })).data!.accounting
        .cancelDraft,
    ).toMatchObject({ success: true, invoice: { status: 'cancelled' } });
    expect((await post(b.invoice!._id)).messageCode).toBe('INVOICE_NOT_DRAFT');

    const seen = new Set<string>();
    let after: string | null = null;
    let total: number;
    do {
      const page: AccountingListQuery['accounting']['list'] = (
        await h.gql(LIST, { first: 7, after }, { token: accountant })
      ).data!.accounting.list;
      for (const item of page.items) seen.add(item._id);
      total = page.totalCount;
      after = page.endCursor;
    } while (after);
    expect(seen.size).toBe(total);
    const cancelled = (
      await h.gql(LIST, { filter: { status: 'cancelled' }, first: 100 }, { token: accountant })
    ).data!.accounting.list;
    expect(cancelled.items.every((i) => i.status === 'cancelled')).toBe(true);
    const paid = (
      await h.gql(
        LIST,
        { filter: { paymentStatus: 'not_paid' }, first: 100 },
        { token: accountant },
      )
    ).data!.accounting.list;
    expect(paid.items.every((i) => i.paymentStatus === 'not_paid' && i.status === 'posted')).toBe(
      true,
    );
    const bad = await h.gql(LIST, { after: 'garbage' }, { token: accountant });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('flags overdue invoices and sums receivables by age', async () => {
    // Over 90 days past due whatever the day, yet inside the dates a business can mean.
    const oldIssue = addDays(utcToday, -125);
    const old = await create(
      draft([line({ quantity: 1, unitPriceMinor: 5_000, vatRateBp: 0 })], {
        issueDate: oldIssue,
        dueDate: addDays(oldIssue, 30),
      }),
    );
    const invoice = (await post(old.invoice!._id)).invoice;
    expect(invoice!.overdue).toBe(true);
    const overdue = (
      await h.gql(LIST, { filter: { overdue: true }, first: 100 }, { token: accountant })
    ).data!.accounting.list;
    expect(overdue.items.map((i) => i._id)).toContain(invoice!._id);
    expect(overdue.items.every((i) => i.overdue)).toBe(true);
    const report = (await h.gql(RECEIVABLES, {}, { token: accountant })).data!.accounting
      .receivables;
    const eur = report.find((r) => r.currency === 'EUR');
    expect(eur!.buckets.map((b) => b.age)).toEqual([
      'notDue',
      'days0To30',
      'days31To60',
      'days61To90',
      'over90',
    ]);
    expect(eur!.buckets.find((b) => b.age === 'over90')!.dueMinor).toBeGreaterThanOrEqual(5_000);
    expect(eur!.totalDueMinor).toBe(eur!.buckets.reduce((s, b) => s + b.dueMinor, 0));
    const vat = (await h.gql(VAT, { year: Number(oldIssue.slice(0, 4)) }, { token: accountant }))
      .data!.accounting.vatSummary;
    expect(
      vat.find((r) => r.month === oldIssue.slice(0, 7) && r.vatRateBp === 0)!.netMinor,
    ).toBeGreaterThanOrEqual(5_000);
  });

  it('numbers a draft dated last year in the series of the year it is posted, and counts its VAT in last year', async () => {
    // The demo businesses keep the default time zone: their year may be a day ahead of UTC's.
    const thisYear = Number(todayIn(BUSINESS_SETTINGS_DEFAULTS.timezone).slice(0, 4));
    const lastYear = String(thisYear - 1);
    const made = await create(
      draft([line({ quantity: 1, unitPriceMinor: 7_000, vatRateBp: 1900 })], {
        issueDate: `${lastYear}-12-31`,
      }),
    );
    const invoice = (await post(made.invoice!._id)).invoice!;
    expect(invoice.number).toMatch(new RegExp(`^INV-${thisYear}-\\d{6}$`));
    expect(invoice.issueDate).toBe(`${lastYear}-12-31`);
    const vatOf = async (year: number) =>
      (await h.gql(VAT, { year }, { token: accountant })).data!.accounting.vatSummary;
    const december = (await vatOf(Number(lastYear))).find(
      (r) => r.month === `${lastYear}-12` && r.vatRateBp === 1900,
    );
    expect(december!.vatMinor).toBeGreaterThanOrEqual(1_330);
    expect((await vatOf(thisYear)).some((r) => !r.month.startsWith(`${thisYear}-`))).toBe(false);
  });

  it('builds a draft from sales not invoiced yet, each sale at most once per issuer', async () => {
    const db = h.database.db;
    // Days no other sale is on, inside the dates a business can mean (decision record 026).
    const [first, second] = [addDays(utcToday, 200), addDays(utcToday, 230)];
    const [sale] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into sales (merchant_id, customer_id, amount, currency, kind, payment_method, created_at)
        values (${h.merchants.aroma}, ${customerId}, 1190, 'EUR', 'counter', 'Cash', ${`${first}T10:00:00Z`}) returning id`),
    );
    await db.execute(sql`insert into sale_lines (sale_id, merchant_id, description, quantity, unit_amount, amount, position)
      values (${sale!.id}, ${h.merchants.aroma}, 'Flat white', 1, 1190, 1190, 0)`);
    const input = {
      recipientKind: 'customer',
      recipientId: customerId,
      from: first,
      to: first,
    };
    const built = (await h.gql(FROM_SALES, { input }, { token: accountant })).data!.accounting
      .draftFromSales;
    expect(built).toMatchObject({ success: true, invoice: { status: 'draft', totalMinor: 1190 } });
    expect(built.invoice!.lines).toEqual([
      expect.objectContaining({ description: 'Flat white', quantity: 1, saleIds: [sale!.id] }),
    ]);
    const twice = (await h.gql(FROM_SALES, { input }, { token: accountant })).data!.accounting
      .draftFromSales;
    expect(twice).toMatchObject({ success: false, messageCode: 'NO_SALES_TO_INVOICE' });
    await h.gql(CANCEL, { id: built.invoice!._id }, { token: accountant });
    const again = (await h.gql(FROM_SALES, { input }, { token: accountant })).data!.accounting
      .draftFromSales;
    expect(again.success).toBe(true);

    // The provider bills a merchant its fee on the merchant's redemptions of the month.
    const [redemption] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into sales (merchant_id, amount, currency, created_at)
        values (${h.merchants.aroma}, 2000, 'EUR', ${`${second}T10:00:00Z`}) returning id`),
    );
    const admin = callers.token('ADMIN')!;
    const fee = (
      await h.gql(
        FROM_SALES,
        {
          input: {
            recipientKind: 'business',
            recipientId: h.merchants.aroma,
            from: second,
            to: second,
          },
        },
        { token: admin },
      )
    ).data!.accounting.draftFromSales;
    expect(fee).toMatchObject({ success: true });
    expect(fee.invoice!.lines[0]).toMatchObject({
      quantity: 1,
      unitPriceMinor: 100,
      saleIds: [redemption!.id],
    });
    // The merchant could still bill its own customer for that sale: once per issuer.
    await expect(
      db.execute(sql`insert into invoice_line_sales (line_id, sale_id, issuer_id)
        select id, ${redemption!.id}, ${h.merchants.provider} from invoice_lines where invoice_id = ${fee.invoice!._id}`),
    ).rejects.toThrow();
  });

  it('has demo invoices in every state, in both languages, and the provider invoices merchants', async () => {
    const count = async (filter: InvoiceFilter, token = accountant) =>
      (await h.gql(LIST, { filter, first: 1 }, { token })).data!.accounting.list.totalCount;
    for (const filter of [
      { status: 'draft' },
      { status: 'posted' },
      { status: 'cancelled' },
      { paymentStatus: 'not_paid' },
      { paymentStatus: 'partially_paid' },
      { paymentStatus: 'paid' },
      { paymentStatus: 'credited' },
      { overdue: true },
      { tab: 'credit_notes' },
      { tab: 'received' },
    ])
      expect(await count(filter), JSON.stringify(filter)).toBeGreaterThan(0);
    const languages = rowsOf<{ language: string }>(
      await h.database.db.execute(
        sql`select distinct language from invoices where merchant_id = ${h.merchants.aroma} and status = 'posted' order by 1`,
      ),
    );
    expect(languages.map((l) => l.language)).toEqual(['el', 'en']);
    const fromProvider = rowsOf<{ n: number }>(
      await h.database.db.execute(
        sql`select count(*)::int as n from invoices where merchant_id = ${h.merchants.provider} and recipient_merchant_id = ${h.merchants.aroma}`,
      ),
    );
    expect(fromProvider[0]!.n).toBeGreaterThan(0);
    const payments = (await h.gql(PAYMENTS, {}, { token: accountant })).data!.accounting.payments;
    expect(payments.totalCount).toBeGreaterThan(3);
  });

  it('exports the filtered list as CSV, amounts exact, for those who may read it', async () => {
    const invoice = await posted([line({ quantity: 1, unitPriceMinor: 10_005, vatRateBp: 0 })]);
    const get = (url: string, token?: string) =>
      h.app.inject({
        method: 'GET',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const res = await get('/exports/invoices.csv?status=posted', accountant);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('"number","kind","status"');
    const row = lines.find((l) => l.includes(invoice.number!))!;
    expect(row).toContain('"100.05"');
    expect(lines.slice(1).every((l) => l.includes('"posted"'))).toBe(true);
    const blue = await get('/exports/invoices.csv', execBlue);
    // Numbers are per business (Blue Bay has its own of the same year): not this invoice's row.
    expect(blue.body.split('\r\n').filter((l) => l.includes(invoice.number!))).not.toContainEqual(
      row,
    );
    expect((await get('/exports/invoices.csv')).statusCode).toBe(401);
    expect((await get('/exports/invoices.csv', callers.token('CASHIER'))).statusCode).toBe(403);
    expect((await get('/exports/invoices.csv?from=2026-02-30', accountant)).statusCode).toBe(400);
  });

  it("answers the business's settings and recipients", async () => {
    const settings = (await h.gql(SETTINGS, {}, { token: accountant })).data!.accounting.settings;
    expect(settings).toMatchObject({
      currency: 'EUR',
      vatRates: [1900, 900, 500, 0],
      paymentTermsDays: 30,
    });
    const recipients = (await h.gql(RECIPIENTS, {}, { token: accountant })).data!.accounting
      .recipients;
    expect(recipients.some((r) => r.kind === 'customer' && r._id === customerId)).toBe(true);
    expect(recipients.some((r) => r.kind === 'business' && r._id === h.merchants.blueBay)).toBe(
      true,
    );
    expect(recipients.some((r) => r._id === h.merchants.aroma)).toBe(false);
  });
});
