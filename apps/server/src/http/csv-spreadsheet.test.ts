import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { createHarness, DATABASE_KINDS, type Harness } from '../test/harness';
import { signInEveryRole, type Callers } from '../test/sessions';

// The exports as a spreadsheet reads them: refunds and credit notes are numbers that add up, and
// text that looks like a formula stays text.

const RECORD = `mutation ($input: CounterSaleInput!) {
  sale { record(input: $input) { success sale { _id } } }
}`;
const REFUND = `mutation ($input: RefundInput!) { sale { refund(input: $input) { success } } }`;
const CREATE = `mutation ($input: InvoiceDraftInput!) {
  accounting { createDraft(input: $input) { success invoice { _id } } }
}`;
const POST = `mutation ($id: ID!) { accounting { post(id: $id) { success } } }`;
const CREDIT = `mutation ($input: CreditNoteInput!) {
  accounting { issueCreditNote(input: $input) { success } }
}`;
const FORMULA = '=HYPERLINK("http://example.test","x")';

describe.each(DATABASE_KINDS)('CSV exports on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let exec: string;
  let customerId: string;

  const csv = async (url: string, token: string) => {
    const res = await h.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return parse(res.body, { columns: true }) as Record<string, string>[];
  };
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const response = await h.gql<unknown>(query, variables, { token: exec });
    expect(response.errors).toBeUndefined();
    return response.data!;
  };

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    exec = callers.token('EXECUTIVE')!;
    customerId = rowsOf<{ customer_id: string }>(
      await h.database.db.execute(
        sql`select customer_id from coupons where merchant_id = ${h.merchants.aroma} order by customer_id limit 1`,
      ),
    )[0]!.customer_id;
  });
  afterAll(() => h?.close());

  it('writes a refund as a negative number and a formula as inert text in the sales export', async () => {
    const recorded = (await gql(RECORD, {
      input: {
        requestId: randomUUID(),
        paymentMethod: 'Cash',
        lines: [{ description: FORMULA, quantity: 1, unitAmountMinor: 1_000 }],
      },
    })) as { sale: { record: { sale: { _id: string } } } };
    const saleId = recorded.sale.record.sale._id;
    await gql(REFUND, {
      input: { requestId: randomUUID(), saleId, amountMinor: 34, reason: FORMULA },
    });
    const rows = await csv('/exports/sales.csv', exec);
    const refund = rows.find((r) => r['refund of'] === saleId)!;
    expect(refund.amount).toBe('-0.34');
    expect(Number(refund.amount)).toBe(-0.34);
    expect(refund.reason).toBe(`'${FORMULA}`);
    // What a spreadsheet's sum of the column gives, to the cent: every cell a number.
    const cents = rows.map((r) => Math.round(Number(r.amount) * 100));
    expect(cents.every(Number.isInteger)).toBe(true);
    const [total] = rowsOf<{ total: string }>(
      await h.database.db.execute(
        sql`select sum(amount)::text as total from sales where merchant_id = ${h.merchants.aroma}`,
      ),
    );
    expect(cents.reduce((a, b) => a + b, 0)).toBe(Number(total!.total));
  });

  it('writes invoices and credit notes as numbers', async () => {
    const created = (await gql(CREATE, {
      input: {
        recipientKind: 'customer',
        recipientId: customerId,
        lines: [{ description: FORMULA, quantity: 1, unitPriceMinor: 10_000, vatRateBp: 0 }],
      },
    })) as { accounting: { createDraft: { invoice: { _id: string } } } };
    const invoiceId = created.accounting.createDraft.invoice._id;
    await gql(POST, { id: invoiceId });
    await gql(CREDIT, {
      input: {
        invoiceId,
        reason: FORMULA,
        lines: [{ description: 'Return', quantity: 1, unitPriceMinor: 1_234, vatRateBp: 0 }],
      },
    });
    const invoices = await csv('/exports/invoices.csv', exec);
    const notes = await csv('/exports/invoices.csv?tab=credit_notes', exec);
    expect(notes.find((r) => r.kind === 'credit_note' && r.total === '12.34')).toBeDefined();
    for (const row of [...invoices, ...notes])
      for (const column of ['net', 'VAT', 'total', 'paid', 'credited', 'due'])
        expect(Number.isFinite(Number(row[column])), `${column} ${row[column]}`).toBe(true);
    const invoice = invoices.find((r) => r.kind === 'invoice' && r.credited === '12.34')!;
    expect(Number(invoice.total) - Number(invoice.credited)).toBeCloseTo(87.66, 2);
  });
});
