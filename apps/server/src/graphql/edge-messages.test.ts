import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '@back-office/domain/money-messages';
import { SUPPORT_MESSAGES } from '@back-office/domain/support';
import { rowsOf } from '../db/rows';
import { createHarness, DATABASE_KINDS, type Harness } from '../test/harness';
import { signInEveryRole, type Callers } from '../test/sessions';

// Refusals that name the field and what it takes, and a write of what is not the caller's that
// says so rather than answering success.

const RECORD = `mutation ($input: CounterSaleInput!) { sale { record(input: $input) { success } } }`;
const REFUND = `mutation ($input: RefundInput!) { sale { refund(input: $input) { success } } }`;
const OPEN = `mutation ($input: TicketInput!) { support { open(input: $input) { success } } }`;
const MARK = `mutation ($ids: [ID!]!) {
  notification { markRead(ids: $ids) { success messageCode message unread } }
}`;

describe.each(DATABASE_KINDS)('messages of refused input on %s', (kind) => {
  let h: Harness;
  let callers: Callers;

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
  });
  afterAll(() => h?.close());

  it('says that a requestId must be a UUID', async () => {
    const sale = await h.gql(
      RECORD,
      {
        input: {
          requestId: 'retry-1',
          paymentMethod: 'Cash',
          lines: [{ description: 'Tea', quantity: 1, unitAmountMinor: 100 }],
        },
      },
      { token: callers.token('SALES') },
    );
    expect(sale.errors?.[0]).toMatchObject({
      message: MONEY_MESSAGES.requestIdInvalid,
      extensions: { fields: { requestId: MONEY_MESSAGES.requestIdInvalid } },
    });
    const refund = await h.gql(
      REFUND,
      {
        input: {
          requestId: '42',
          saleId: '00000000-0000-0000-0000-000000000000',
          amountMinor: 1,
        },
      },
      { token: callers.token('SALES') },
    );
    expect(refund.errors?.[0]?.message).toBe(MONEY_MESSAGES.requestIdInvalid);
  });

  it("names a ticket's category and priority and the values they take", async () => {
    const open = (category: string, priority: string) =>
      h.gql(
        OPEN,
        { input: { subject: 'Printer', category, priority, message: 'It jams' } },
        { token: callers.token('CASHIER') },
      );
    expect((await open('hardware', 'normal')).errors?.[0]).toMatchObject({
      message: SUPPORT_MESSAGES.categoryInvalid,
      extensions: { fields: { 'input.category': SUPPORT_MESSAGES.categoryInvalid } },
    });
    expect((await open('technical', 'asap')).errors?.[0]).toMatchObject({
      message: SUPPORT_MESSAGES.priorityInvalid,
      extensions: { fields: { 'input.priority': SUPPORT_MESSAGES.priorityInvalid } },
    });
  });

  it("refuses to mark another person's notifications read, and marks nothing", async () => {
    const db = h.database.db;
    const cashier = callers.session('CASHIER').employeeId;
    const accountant = callers.session('ACCOUNTANT').employeeId;
    const insert = async (employeeId: string) =>
      rowsOf<{ id: string }>(
        await db.execute(sql`insert into notifications (employee_id, kind, link)
          values (${employeeId}, 'low_stock', '/marketplace') returning id::text`),
      )[0]!.id;
    const mine = await insert(cashier);
    const theirs = await insert(accountant);
    const readAt = async (id: string) =>
      rowsOf<{ read_at: string | null }>(
        await db.execute(sql`select read_at from notifications where id = ${id}`),
      )[0]!.read_at;

    const mark = async (ids: string[]) =>
      (
        await h.gql<{ notification: { markRead: Record<string, unknown> } }>(
          MARK,
          { ids },
          { token: callers.token('CASHIER') },
        )
      ).data!.notification.markRead;
    for (const ids of [[theirs], [mine, theirs], ['999999999999']])
      expect(await mark(ids)).toMatchObject({
        success: false,
        messageCode: 'NOTIFICATION_NOT_FOUND',
        message: SUPPORT_MESSAGES.notificationNotFound,
      });
    expect(await readAt(mine)).toBeNull();
    expect(await readAt(theirs)).toBeNull();

    expect(await mark([mine, mine])).toMatchObject({ success: true });
    expect(await readAt(mine)).not.toBeNull();
    expect(await readAt(theirs)).toBeNull();
  });
});
