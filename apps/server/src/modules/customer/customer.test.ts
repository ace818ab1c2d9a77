import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql';
import { coupons, customers, offers, sales } from '../../db/schema';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';
import { ROLES } from '@back-office/domain/roles';
import { expectOnly, signInEveryRole, type Callers } from '../../test/sessions';
import { hashOpaqueToken } from '../auth/tokens';
import { DEMO_WALLET_KEY } from '../coupon/coupon.seed';
import type {
  CustomerTestFieldsFragment as Customer,
  CustomerListQueryVariables,
} from '../../test/gql/graphql';

graphql(`
  fragment CustomerTestFields on Customer {
    _id
    firstName
    lastName
    email
    status
    tags
    couponsCount
    redemptionsCount
    totalSpentMinor
    lastRedemptionAt
  }
`);
const LIST = graphql(`
  query CustomerList($filter: CustomerFilter, $first: Int, $after: String) {
    customer {
      list(filter: $filter, first: $first, after: $after) {
        items {
          ...CustomerTestFields
        }
        totalCount
        endCursor
        hasNextPage
      }
    }
  }
`);
const GET = graphql(`
  query CustomerGet($id: ID!, $merchantId: ID) {
    customer {
      get(id: $id, merchantId: $merchantId) {
        customer {
          ...CustomerTestFields
        }
        coupons {
          id
          name
          merchantId
          merchantName
          retailPriceMinor
          currency
          redeemed
          redeemedAt
          expiresAt
        }
      }
    }
  }
`);
const REISSUE = graphql(`
  mutation CustomerReissue($id: ID!) {
    customer {
      reissueWalletKey(id: $id) {
        success
        messageCode
        walletKey
        walletUrl
      }
    }
  }
`);
const WALLET = graphql(`
  query CustomerWallet($walletKey: String!) {
    wallet {
      get(walletKey: $walletKey) {
        firstName
        coupons {
          id
        }
      }
    }
  }
`);
const NO_ID = '00000000-0000-0000-0000-000000000000';

describe.each(DATABASE_KINDS)('customers on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let exec: string;
  let execBlue: string;
  let admin: string;
  let blueOnly: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    exec = callers.token('EXECUTIVE')!;
    admin = callers.token('ADMIN')!;
    execBlue = (await signInTo(h, 'exec@demo.test', h.merchants.blueBay)).token;
    // A customer who only ever took a Blue Bay Travel offer.
    const db = h.database.db;
    const [customer] = await db
      .insert(customers)
      .values({
        firstName: 'Zoe',
        lastName: 'Traveller',
        email: 'zoe@customers.test',
        walletKeyHash: hashOpaqueToken('zoe-wallet'),
        tags: ['new'],
      })
      .returning();
    const [offer] = await db
      .select()
      .from(offers)
      .where(and(eq(offers.merchantId, h.merchants.blueBay), eq(offers.status, 'approved')))
      .limit(1);
    await db.insert(coupons).values({
      offerId: offer!.id,
      customerId: customer!.id,
      merchantId: h.merchants.blueBay,
      name: offer!.title,
      retailPrice: 4500,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    blueOnly = customer!.id;
  });
  afterAll(() => h?.close());

  const list = async (token: string, variables: CustomerListQueryVariables = {}) =>
    (await h.gql(LIST, variables, { token })).data!.customer.list;

  /** The figures straight from the tables, for one business or all. */
  async function expected(customerId: string, merchantId: string | null) {
    const held = await h.database.db
      .select()
      .from(coupons)
      .where(
        and(
          eq(coupons.customerId, customerId),
          merchantId ? eq(coupons.merchantId, merchantId) : undefined,
        ),
      );
    const paid = await h.database.db
      .select()
      .from(sales)
      .where(
        and(
          eq(sales.customerId, customerId),
          merchantId ? eq(sales.merchantId, merchantId) : undefined,
        ),
      );
    return {
      couponsCount: held.length,
      redemptionsCount: held.filter((c) => c.redeemed).length,
      totalSpentMinor: paid.reduce((sum, s) => sum + s.amount, 0),
    };
  }

  describe('access', () => {
    const everyone = ROLES;
    it('customer.list and customer.get are for everyone with a selected business (/business-customers)', async () => {
      await expectOnly(h, callers, everyone, LIST);
      await expectOnly(h, callers, everyone, GET, { id: NO_ID });
    });

    it("customer.reissueWalletKey is for the provider's ADMIN only", async () => {
      await expectOnly(h, callers, ['su', 'ADMIN'], REISSUE, { id: NO_ID });
    });
  });

  it("lists the business's customers with their coupons, redemptions and total spent there", async () => {
    const page = await list(exec, { first: 100 });
    expect(page.items.map((c) => c.email).sort()).toEqual([
      'anna@customers.demo.test',
      'customer@demo.test',
      'eleni@customers.demo.test',
      'marios@customers.demo.test',
    ]);
    for (const c of page.items)
      expect(c, c.email).toMatchObject(await expected(c._id, h.merchants.aroma));
    expect(page.items.some((c) => c.totalSpentMinor > 0 && c.lastRedemptionAt)).toBe(true);
    const names = page.items.map((c) => `${c.lastName}|${c.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort());

    const blue = await list(execBlue, { first: 100 });
    expect(blue.items.map((c) => c.email)).toContain('zoe@customers.test');
    for (const c of blue.items)
      expect(c, c.email).toMatchObject(await expected(c._id, h.merchants.blueBay));
  });

  it('gives an ADMIN every customer with figures across businesses, or one business with a filter', async () => {
    const all = await list(admin, { first: 100 });
    expect(all.totalCount).toBe(5);
    for (const c of all.items) expect(c, c.email).toMatchObject(await expected(c._id, null));
    const aroma = await list(admin, { filter: { merchantId: h.merchants.aroma }, first: 100 });
    expect(aroma.items.map((c) => c.email)).not.toContain('zoe@customers.test');
    for (const c of aroma.items) expect(c).toMatchObject(await expected(c._id, h.merchants.aroma));
  });

  it('pages through customers', async () => {
    const first = await list(admin, { first: 2 });
    const second = await list(admin, { first: 2, after: first.endCursor });
    const third = await list(admin, { first: 2, after: second.endCursor });
    expect(third.hasNextPage).toBe(false);
    const ids = [...first.items, ...second.items, ...third.items].map((c) => c._id);
    expect(ids).toEqual((await list(admin, { first: 100 })).items.map((c) => c._id));
  });

  it.each([
    [{ tags: ['VIP'] }, (c: Customer) => c.email === 'eleni@customers.demo.test'],
    [{ search: 'christou' }, (c: Customer) => c.lastName === 'Christou'],
    [{ status: 'active' }, (c: Customer) => c.status === 'active'],
    [{ spentMin: 0.01 }, (c: Customer) => c.totalSpentMinor >= 1],
    [{ spentMin: 0, spentMax: 0 }, (c: Customer) => c.totalSpentMinor === 0],
  ])('filters %o', async (filter, holds) => {
    const page = await list(exec, { filter, first: 100 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every(holds)).toBe(true);
    expect(page.totalCount).toBe(page.items.length);
  });

  it('refuses a spent range outside 0 to 999999', async () => {
    const res = await h.gql(LIST, { filter: { spentMax: 1_000_000 } }, { token: exec });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Amount spent must be between 0 and 999999',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a highest amount spent below the lowest', async () => {
    const res = await h.gql(LIST, { filter: { spentMin: 50, spentMax: 20 } }, { token: exec });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Max spent cannot be less than min spent',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it("shows a customer's detail with the business's own coupons only", async () => {
    const [eleni] = await h.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'eleni@customers.demo.test'));
    const detail = (await h.gql(GET, { id: eleni!.id }, { token: callers.token('CASHIER') })).data!
      .customer.get;
    expect(detail!.customer).toMatchObject({
      email: 'eleni@customers.demo.test',
      ...(await expected(eleni!.id, h.merchants.aroma)),
    });
    expect(detail!.coupons.length).toBe(detail!.customer.couponsCount);
    expect(detail!.coupons.every((c) => c.merchantName === 'Aroma Cafe')).toBe(true);
    const everywhere = (await h.gql(GET, { id: eleni!.id }, { token: admin })).data!.customer.get;
    expect(new Set(everywhere!.coupons.map((c) => c.merchantName))).toEqual(
      new Set(['Aroma Cafe', 'Blue Bay Travel']),
    );
  });

  it("keeps an EXECUTIVE of Aroma Cafe out of a Blue Bay Travel customer's data by id", async () => {
    expect((await h.gql(GET, { id: blueOnly }, { token: exec })).data!.customer.get).toBeNull();
    expect(
      (await h.gql(GET, { id: blueOnly, merchantId: h.merchants.blueBay }, { token: exec })).data!
        .customer.get,
    ).toBeNull();
    const reissue = await h.gql(REISSUE, { id: blueOnly }, { token: exec });
    expect(reissue.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await h.gql(WALLET, { walletKey: 'zoe-wallet' })).data!.wallet.get!.firstName).toBe(
      'Zoe',
    );
    expect(
      (await h.gql(GET, { id: blueOnly }, { token: execBlue })).data!.customer.get!.customer.email,
    ).toBe('zoe@customers.test');
  });

  it("never lets a merchant's staff take over a customer's wallet shared with other businesses", async () => {
    const [demo] = await h.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'customer@demo.test'));
    const before = (await h.gql(WALLET, { walletKey: DEMO_WALLET_KEY })).data!.wallet.get;
    for (const token of [exec, execBlue]) {
      const res = await h.gql(REISSUE, { id: demo!.id }, { token });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(res.data?.customer ?? null).toBeNull();
    }
    const [stored] = await h.database.db.select().from(customers).where(eq(customers.id, demo!.id));
    expect(stored!.walletKeyHash).toBe(hashOpaqueToken(DEMO_WALLET_KEY));
    expect((await h.gql(WALLET, { walletKey: DEMO_WALLET_KEY })).data!.wallet.get).toEqual(before);
  });

  it('reissues a wallet key: the old link stops working and the new one shows the same coupons', async () => {
    const [demo] = await h.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'customer@demo.test'));
    const before = (await h.gql(WALLET, { walletKey: DEMO_WALLET_KEY })).data!.wallet.get;
    expect(before).not.toBeNull();
    const res = (await h.gql(REISSUE, { id: demo!.id }, { token: admin })).data!.customer
      .reissueWalletKey;
    expect(res).toMatchObject({ success: true, messageCode: 'WALLET_KEY_REISSUED' });
    expect(res.walletUrl).toBe(`${h.config.publicUrl}/wallet/${res.walletKey}`);
    expect((await h.gql(WALLET, { walletKey: DEMO_WALLET_KEY })).data!.wallet.get).toBeNull();
    const after = (await h.gql(WALLET, { walletKey: res.walletKey! })).data!.wallet.get;
    expect(after!.coupons).toEqual(before!.coupons);
    const [stored] = await h.database.db.select().from(customers).where(eq(customers.id, demo!.id));
    expect(stored!.walletKeyHash).toBe(hashOpaqueToken(res.walletKey!));
  });
});
