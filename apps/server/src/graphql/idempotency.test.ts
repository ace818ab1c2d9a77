import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildSchema, getNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { graphql } from '../test/gql';
import {
  createHarness,
  DATABASE_KINDS,
  signInTo,
  type GqlResponse,
  type Harness,
} from '../test/harness';
import { schemaOperations, valueOf, wellFormed } from '../test/schema-operations';
import { MESSAGES } from '@back-office/domain/messages';
import { BUSINESS_SETTINGS_DEFAULTS } from '@back-office/domain/constants';
import { todayIn } from '@back-office/domain/periods';
import { KEY_RETENTION_MS, sweepIdempotencyKeys, UNKEYED_MUTATIONS } from './idempotency';
import { buildSchemaParts } from './schema';
import { MODULES } from '../modules/manifests';

const CREATE = graphql(`
  mutation IdemCreateDraft($input: InvoiceDraftInput!) {
    accounting {
      createDraft(input: $input) {
        success
        messageCode
        invoice {
          _id
          status
          number
          totalMinor
        }
      }
    }
  }
`);
const POST = graphql(`
  mutation IdemPost($id: ID!) {
    accounting {
      post(id: $id) {
        success
        messageCode
        invoice {
          _id
          status
          number
          totalMinor
        }
      }
    }
  }
`);
const PAY = graphql(`
  mutation IdemPay($input: PaymentInput!) {
    accounting {
      recordPayment(input: $input) {
        success
        messageCode
        payment {
          _id
          amountMinor
          paidOn
        }
        invoice {
          _id
          paidMinor
          dueMinor
        }
      }
    }
  }
`);
const CREDIT = graphql(`
  mutation IdemCredit($input: CreditNoteInput!) {
    accounting {
      issueCreditNote(input: $input) {
        success
        messageCode
        invoice {
          _id
          kind
          number
          totalMinor
        }
      }
    }
  }
`);
const FROM_SALES = graphql(`
  mutation IdemFromSales($input: DraftFromSalesInput!) {
    accounting {
      draftFromSales(input: $input) {
        success
        messageCode
        invoice {
          _id
          status
          totalMinor
        }
      }
    }
  }
`);
const REFUND = graphql(`
  mutation IdemRefund($input: RefundInput!) {
    sale {
      refund(input: $input) {
        success
        messageCode
        sale {
          _id
          kind
          amountMinor
        }
      }
    }
  }
`);
const PAYOUT = graphql(`
  mutation IdemPayout($input: PayoutInput!) {
    affiliate {
      createPayout(input: $input) {
        success
        message
        payout {
          _id
          totalMinor
          commissionCount
          status
        }
      }
    }
  }
`);
const SUBSCRIBE = graphql(`
  mutation IdemSubscribe($input: SubscribeInput!) {
    subscription {
      subscribe(input: $input) {
        success
        message
        subscription {
          _id
          status
          nextInvoiceAt
        }
      }
    }
  }
`);

// The demo businesses' day (Nicosia), which their sales and payments are dated by: in the last
// hours of a UTC day it is already the next day there.
const today = () => todayIn(BUSINESS_SETTINGS_DEFAULTS.timezone);
const line = {
  description: 'Catering',
  quantity: 2,
  unitPriceMinor: 1_250,
  discountMinor: 0,
  vatRateBp: 1900,
};

describe.each(DATABASE_KINDS)('a keyed mutation on %s', (kind) => {
  let h: Harness;
  let accountant: string;
  let seller: string;
  let admin: string;
  let customerId: string;

  const count = async (statement: ReturnType<typeof sql>) =>
    rowsOf<{ n: number }>(await h.database.db.execute(statement))[0]!.n;
  const draft = async () =>
    (
      await h.gql(
        CREATE,
        { input: { recipientKind: 'customer', recipientId: customerId, lines: [line] } },
        { token: accountant },
      )
    ).data!.accounting.createDraft.invoice!._id;
  const posted = async () => {
    const id = await draft();
    await h.gql(POST, { id }, { token: accountant });
    return id;
  };
  const saleOf = async (amount: number) =>
    rowsOf<{ id: string }>(
      await h.database.db.execute(sql`insert into sales
        (merchant_id, customer_id, amount, currency, kind, payment_method, created_at)
        values (${h.merchants.aroma}, ${customerId}, ${amount}, 'EUR', 'counter', 'Cash', now())
        returning id`),
    )[0]!.id;

  beforeAll(async () => {
    h = await createHarness(kind);
    accountant = (await signInTo(h, 'accountant@demo.test', h.merchants.aroma)).token;
    seller = (await signInTo(h, 'sales@demo.test', h.merchants.aroma)).token;
    admin = (await signInTo(h, 'admin@demo.test', h.merchants.provider)).token;
    customerId = rowsOf<{ customer_id: string }>(
      await h.database.db.execute(
        sql`select customer_id from coupons where merchant_id = ${h.merchants.aroma} order by customer_id limit 1`,
      ),
    )[0]!.customer_id;
  });
  afterAll(() => h?.close());

  /**
   * Sends one request ten times at once under one key, then once more as a client whose answer
   * was lost would: every answer the same, and the effect counted once.
   */
  async function exactlyOnce<T>(
    send: (key: string) => Promise<GqlResponse<T>>,
    effect: () => Promise<number>,
  ) {
    const before = await effect();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(key)));
    const replay = await send(key);
    for (const answer of [...answers, replay]) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual(answers[0]!.data);
    }
    expect(await effect()).toBe(before + 1);
    return answers[0]!.data!;
  }
  const keyed = (key: string, token: string) => ({ token, headers: { 'idempotency-key': key } });

  it('accounting.createDraft makes one draft', async () => {
    const input = { recipientKind: 'customer', recipientId: customerId, lines: [line] };
    const data = await exactlyOnce(
      (key) => h.gql(CREATE, { input }, keyed(key, accountant)),
      () =>
        count(sql`select count(*)::int as n from invoices
          where merchant_id = ${h.merchants.aroma} and status = 'draft'`),
    );
    expect(data.accounting.createDraft).toMatchObject({
      success: true,
      invoice: { totalMinor: 2975 },
    });
  });

  it('accounting.post gives one number', async () => {
    const id = await draft();
    const data = await exactlyOnce(
      (key) => h.gql(POST, { id }, keyed(key, accountant)),
      () =>
        count(sql`select count(*)::int as n from invoice_events
          where invoice_id = ${id} and event = 'posted'`),
    );
    expect(data.accounting.post.invoice!.number).toMatch(/^INV-\d{4}-\d{6}$/);
  });

  it('accounting.recordPayment records one payment', async () => {
    const invoiceId = await posted();
    const input = { invoiceId, amountMinor: 1_000, method: 'Cash', paidOn: today() };
    const data = await exactlyOnce(
      (key) => h.gql(PAY, { input }, keyed(key, accountant)),
      () =>
        count(sql`select count(*)::int as n from invoice_payments where invoice_id = ${invoiceId}`),
    );
    expect(data.accounting.recordPayment).toMatchObject({
      success: true,
      invoice: { paidMinor: 1_000, dueMinor: 1_975 },
    });
  });

  it('accounting.issueCreditNote issues one credit note', async () => {
    const invoiceId = await posted();
    const input = { invoiceId, lines: [{ ...line, quantity: 1 }] };
    const data = await exactlyOnce(
      (key) => h.gql(CREDIT, { input }, keyed(key, accountant)),
      () => count(sql`select count(*)::int as n from invoices where credit_of = ${invoiceId}`),
    );
    expect(data.accounting.issueCreditNote).toMatchObject({
      success: true,
      invoice: { kind: 'credit_note' },
    });
  });

  it('accounting.draftFromSales makes one draft of the sales', async () => {
    const saleId = await saleOf(1_190);
    const input = {
      recipientKind: 'customer',
      recipientId: customerId,
      from: today(),
      to: today(),
    };
    const data = await exactlyOnce(
      (key) => h.gql(FROM_SALES, { input }, keyed(key, accountant)),
      () => count(sql`select count(*)::int as n from invoice_line_sales where sale_id = ${saleId}`),
    );
    expect(data.accounting.draftFromSales.success).toBe(true);
  });

  it('sale.refund, keyed by its requestId, gives back once', async () => {
    const saleId = await saleOf(5_000);
    const data = await exactlyOnce(
      (key) =>
        h.gql(REFUND, { input: { requestId: key, saleId, amountMinor: 700 } }, { token: seller }),
      () => count(sql`select count(*)::int as n from sales where refund_of = ${saleId}`),
    );
    expect(data.sale.refund).toMatchObject({ success: true, sale: { amountMinor: -700 } });
  });

  it('affiliate.createPayout pays the commissions once', async () => {
    const [open] = rowsOf<{ affiliate_id: string; currency: string }>(
      await h.database.db.execute(sql`select affiliate_id, currency from commissions
        where status = 'approved' and payout_id is null limit 1`),
    );
    const input = {
      affiliateId: open!.affiliate_id,
      currency: open!.currency,
      // The earliest day a payout may cover: a year back (decision record 026's window).
      from: new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10),
      to: today(),
    };
    const data = await exactlyOnce(
      (key) => h.gql(PAYOUT, { input }, keyed(key, admin)),
      () =>
        count(sql`select count(*)::int as n from affiliate_payouts
          where affiliate_id = ${open!.affiliate_id}`),
    );
    expect(data.affiliate.createPayout).toMatchObject({
      success: true,
      payout: { status: 'draft' },
    });
  });

  it('subscription.subscribe subscribes and invoices once', async () => {
    const [plan] = rowsOf<{ id: string }>(
      await h.database.db.execute(
        sql`select id from subscription_plans where name_en = 'Basic' limit 1`,
      ),
    );
    const input = { merchantId: h.merchants.blueBay, planId: plan!.id, withTrial: false };
    const invoicesBefore = await count(
      sql`select count(*)::int as n from invoices where recipient_merchant_id = ${h.merchants.blueBay}`,
    );
    const data = await exactlyOnce(
      (key) => h.gql(SUBSCRIBE, { input }, keyed(key, admin)),
      () =>
        count(sql`select count(*)::int as n from business_subscriptions
          where merchant_id = ${h.merchants.blueBay}`),
    );
    expect(data.subscription.subscribe.success).toBe(true);
    expect(
      await count(
        sql`select count(*)::int as n from invoices where recipient_merchant_id = ${h.merchants.blueBay}`,
      ),
    ).toBe(invoicesBefore + 1);
  });

  it('refuses a key sent again with another request, and keeps none for a refused input', async () => {
    const invoiceId = await posted();
    const key = randomUUID();
    const input = { invoiceId, amountMinor: 100, method: 'Cash', paidOn: today() };
    expect(
      (await h.gql(PAY, { input }, keyed(key, accountant))).data!.accounting.recordPayment,
    ).toMatchObject({ success: true });
    const other = await h.gql(
      PAY,
      { input: { ...input, amountMinor: 200 } },
      keyed(key, accountant),
    );
    expect(other.errors?.[0]).toMatchObject({
      message: MESSAGES.idempotencyKeyReused,
      extensions: { code: 'BAD_USER_INPUT' },
    });

    // A refusal writes nothing and stores nothing: the corrected request under the key records.
    const second = randomUUID();
    const refused = await h.gql(
      PAY,
      { input: { ...input, method: 'Gold' } },
      keyed(second, accountant),
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(
      (await h.gql(PAY, { input }, keyed(second, accountant))).data!.accounting.recordPayment,
    ).toMatchObject({ success: true, invoice: { paidMinor: 200 } });

    // Keys are a person's own: another person's use of the same key is a request of its own.
    const exec = (await signInTo(h, 'exec@demo.test', h.merchants.aroma)).token;
    expect(
      (await h.gql(PAY, { input }, keyed(key, exec))).data!.accounting.recordPayment,
    ).toMatchObject({ success: true, invoice: { paidMinor: 300 } });
  });

  it('forgets a key past its retention, not one within it', async () => {
    const at = new Date();
    const person = randomUUID();
    const aged = (ms: number) => new Date(at.getTime() - ms).toISOString();
    await h.database.db.execute(sql`insert into idempotency_keys
      (person_id, key, operation, request_hash, result, created_at) values
      (${person}, 'kept-key-0000000', 'x', 'h', '{}', ${aged(KEY_RETENTION_MS - 60_000)}),
      (${person}, 'gone-key-0000000', 'x', 'h', '{}', ${aged(KEY_RETENTION_MS + 60_000)})`);
    expect(await sweepIdempotencyKeys(h.database.db, at)).toBe(1);
    const left = rowsOf<{ key: string }>(
      await h.database.db.execute(
        sql`select key from idempotency_keys where person_id = ${person}`,
      ),
    );
    expect(left).toEqual([{ key: 'kept-key-0000000' }]);
  });
});

// The mutations exempted from keys, each for the reason UNKEYED_MUTATIONS gives: a change here
// is a decision to review, not a side effect of adding a mutation.
const EXEMPT = [
  'CouponMutations.scanQrCode',
  'EmployeeMutations.completePasswordReset',
  'EmployeeMutations.employeeLogin',
  'EmployeeMutations.logout',
  'EmployeeMutations.refreshEmployeeToken',
  'EmployeeMutations.resetPassword',
  'EmployeeMutations.selectBusiness',
  'EmployeeMutations.signup',
  'NotificationMutations.markAllRead',
  'NotificationMutations.markRead',
  'ProfileMutations.changePassword',
  'ProfileMutations.signOutOtherDevices',
  'WalletMutations.takeOffer',
];

describe('every mutation that writes takes a key', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness('pglite');
    token = (await signInTo(h, 'exec@demo.test', h.merchants.aroma)).token;
  });
  afterAll(() => h?.close());

  it('exempts only the listed mutations', () => {
    expect(Object.keys(UNKEYED_MUTATIONS).sort()).toEqual(EXEMPT);
  });

  it('reads the key of each other mutation of the schema before anything else', async () => {
    const schema = buildSchema(buildSchemaParts(MODULES).typeDefs);
    const typeOf = (namespace: string) =>
      getNamedType(schema.getMutationType()!.getFields()[namespace]!.type).name;
    const mutations = schemaOperations().filter((op) => op.kind === 'mutation');
    const seen = new Set<string>();
    for (const op of mutations) {
      const name = `${typeOf(op.namespace)}.${op.name}`;
      seen.add(name);
      if (EXEMPT.includes(name)) continue;
      // A key carried by an argument (a sale's requestId) left empty defers to the header.
      const variables = Object.fromEntries(
        op.args.map((a) => [
          a.name,
          valueOf(a.type, a.name, (scalar, field) =>
            field === 'requestId' ? '' : wellFormed(scalar, field),
          ),
        ]),
      );
      const answer = await h.gql(op.document, variables, {
        token,
        headers: { 'idempotency-key': 'not a key' },
      });
      expect(answer.errors?.[0]?.message, name).toBe(MESSAGES.idempotencyKeyMalformed);
    }
    // Every exemption names a mutation that exists.
    for (const name of EXEMPT) expect(seen.has(name), name).toBe(true);
  });
});
