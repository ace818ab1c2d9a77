import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishText } from '@back-office/domain/message-catalogue';
import { msg } from '@back-office/domain/message-keys';
import { addDays, addYears, dateWindow } from '@back-office/domain/periods';
import { rowsOf } from '../db/rows';
import { createHarness, DATABASE_KINDS, type Harness } from '../test/harness';
import { signInEveryRole, type Callers } from '../test/sessions';

// Every operation that takes a date refuses one outside the business's window (a year before it
// was created to a year after today), beside the field, with the window in the message; an
// invoice is numbered in the series of the year it is posted in, and not issued after that day.

const NO_ID = '00000000-0000-0000-0000-000000000000';
const line = { description: 'Fee', quantity: 1, unitPriceMinor: 1_000, vatRateBp: 0 };

const CREATE = `mutation ($input: InvoiceDraftInput!) {
  accounting { createDraft(input: $input) { success invoice { _id } } }
}`;
const UPDATE = `mutation ($id: ID!, $input: InvoiceDraftInput!) {
  accounting { updateDraft(id: $id, input: $input) { success } }
}`;
const POST = `mutation ($id: ID!) {
  accounting { post(id: $id) { success messageCode invoice { number issueDate } } }
}`;
const FROM_SALES = `mutation ($input: DraftFromSalesInput!) {
  accounting { draftFromSales(input: $input) { success } }
}`;
const PAY = `mutation ($input: PaymentInput!) { accounting { recordPayment(input: $input) { success } } }`;
const PAYOUT = `mutation ($input: PayoutInput!) { affiliate { createPayout(input: $input) { success } } }`;
const CAMPAIGN = `mutation ($input: CampaignInput!) { advertisement { create(input: $input) { success } } }`;
const TERMS = `mutation ($id: ID!, $input: CampaignTermsInput!) {
  advertisement { update(id: $id, input: $input) { success } }
}`;

describe.each(DATABASE_KINDS)('the dates a business can mean, on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let today: string;
  let message: string;
  let customerId: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    const [row] = rowsOf<{ created: string; today: string }>(
      await h.database.db.execute(sql`select
          (created_at at time zone analytics_timezone(id))::date::text as created,
          (now() at time zone analytics_timezone(id))::date::text as today
        from merchants where id = ${h.merchants.aroma}`),
    );
    today = row!.today;
    message = englishText(msg('dateOutsideWindow', { ...dateWindow(row!.created, today) }));
    customerId = rowsOf<{ customer_id: string }>(
      await h.database.db.execute(
        sql`select customer_id from coupons where merchant_id = ${h.merchants.aroma} limit 1`,
      ),
    )[0]!.customer_id;
  });
  afterAll(() => h?.close());

  it('refuses a date outside the window on every operation that takes one', async () => {
    const exec = callers.token('EXECUTIVE')!;
    const admin = callers.token('ADMIN')!;
    const tooLate = addDays(addYears(today, 1), 1);
    const draft = (dates: Record<string, string>) => ({
      recipientKind: 'customer',
      recipientId: customerId,
      lines: [line],
      ...dates,
    });
    const campaign = (dates: Record<string, string>) => ({
      startsOn: today,
      endsOn: today,
      budgetMinor: 1_000,
      priceMinor: 100,
      ...dates,
    });
    const cases: [string, string, (day: string) => Record<string, unknown>, string, string][] = [
      ['createDraft', CREATE, (d) => ({ input: draft({ issueDate: d }) }), 'issueDate', exec],
      ['createDraft', CREATE, (d) => ({ input: draft({ dueDate: d }) }), 'dueDate', exec],
      [
        'updateDraft',
        UPDATE,
        (d) => ({ id: NO_ID, input: draft({ issueDate: d }) }),
        'issueDate',
        exec,
      ],
      [
        'draftFromSales',
        FROM_SALES,
        (d) => ({
          input: { recipientKind: 'customer', recipientId: customerId, from: d, to: d },
        }),
        'from',
        exec,
      ],
      [
        'recordPayment',
        PAY,
        (d) => ({ input: { invoiceId: NO_ID, amountMinor: 1, method: 'Cash', paidOn: d } }),
        'paidOn',
        exec,
      ],
      [
        'createPayout',
        PAYOUT,
        (d) => ({ input: { affiliateId: NO_ID, currency: 'EUR', from: d, to: d } }),
        'from',
        admin,
      ],
      [
        'advertisement.create',
        CAMPAIGN,
        (d) => ({
          input: { offerId: NO_ID, placement: 'wallet', ...campaign({ startsOn: d, endsOn: d }) },
        }),
        'startsOn',
        exec,
      ],
      [
        'advertisement.update',
        TERMS,
        (d) => ({ id: NO_ID, input: campaign({ startsOn: d, endsOn: d }) }),
        'endsOn',
        exec,
      ],
    ];
    for (const [name, query, variables, field, token] of cases) {
      for (const day of ['1900-01-01', '9999-12-31', tooLate]) {
        const response = await h.gql(query, variables(day), { token });
        const error = response.errors?.[0];
        expect(error?.message, `${name} ${day}`).toBe(
          name === 'createPayout'
            ? englishText(msg('dateOutsideWindow', { ...(await providerWindow(h)) }))
            : message,
        );
        expect(Object.keys(error?.extensions?.fields ?? {}), name).toContain(field);
        // Beside the English, the key and its parameters, for clients that translate.
        expect(error?.extensions, name).toMatchObject({
          messageKey: 'dateOutsideWindow',
          params: { from: expect.any(String), to: expect.any(String) },
          fieldKeys: { [field]: { messageKey: 'dateOutsideWindow' } },
        });
      }
    }
  });

  it('numbers an invoice in the year it is posted, never issued after that day', async () => {
    const accountant = callers.token('ACCOUNTANT')!;
    const create = async (issueDate: string) =>
      (
        await h.gql<{ accounting: { createDraft: { invoice: { _id: string } } } }>(
          CREATE,
          {
            input: {
              recipientKind: 'customer',
              recipientId: customerId,
              lines: [line],
              issueDate,
            },
          },
          { token: accountant },
        )
      ).data!.accounting.createDraft.invoice._id;
    const post = async (id: string) =>
      (
        await h.gql<{
          accounting: {
            post: { success: boolean; messageCode: string; invoice: { number: string } | null };
          };
        }>(POST, { id }, { token: accountant })
      ).data!.accounting.post;

    const year = Number(today.slice(0, 4));
    const lastYear = await post(await create(`${year - 1}-12-31`));
    expect(lastYear.success).toBe(true);
    expect(lastYear.invoice!.number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));

    const tomorrow = await create(addDays(today, 1));
    expect(await post(tomorrow)).toMatchObject({
      success: false,
      messageCode: 'ISSUE_DATE_AFTER_POSTING',
    });
  });
});

async function providerWindow(h: Harness) {
  const [row] = rowsOf<{ created: string; today: string }>(
    await h.database.db.execute(sql`select
        (created_at at time zone analytics_timezone(id))::date::text as created,
        (now() at time zone analytics_timezone(id))::date::text as today
      from merchants where id = ${h.merchants.provider}`),
  );
  return { ...dateWindow(row!.created, row!.today) };
}
