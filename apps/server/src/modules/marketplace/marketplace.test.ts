import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql';
import { products, stockAdjustments } from '../../db/schema';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';
import type { QrPayload } from '@back-office/domain/schemas/coupon';
import { DEMO_WALLET_KEY } from '../coupon/coupon.seed';
import type {
  MarketplaceListQueryVariables,
  ProductTestFieldsFragment as Product,
} from '../../test/gql/graphql';

graphql(`
  fragment ProductTestFields on Product {
    _id
    merchantId
    merchantName
    name
    category
    priceMinor
    currency
    sku
    stockQuantity
    lowStock
    status
    tags
  }
`);
const LIST = graphql(`
  query MarketplaceList($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
    product {
      list(filter: $filter, sort: $sort, first: $first, after: $after) {
        items {
          ...ProductTestFields
        }
        totalCount
        endCursor
        hasNextPage
      }
    }
  }
`);
const GET = graphql(`
  query MarketplaceGet($id: ID!) {
    product {
      get(id: $id) {
        ...ProductTestFields
      }
    }
  }
`);
const CREATE = graphql(`
  mutation MarketplaceCreate($input: ProductInput!) {
    product {
      create(input: $input) {
        success
        messageCode
        product {
          ...ProductTestFields
        }
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation MarketplaceUpdate($id: ID!, $input: ProductInput!) {
    product {
      update(id: $id, input: $input) {
        success
        messageCode
        product {
          ...ProductTestFields
        }
      }
    }
  }
`);
const ARCHIVE = graphql(`
  mutation MarketplaceArchive($id: ID!) {
    product {
      archive(id: $id) {
        success
        messageCode
        product {
          status
        }
      }
    }
  }
`);
const ADJUST = graphql(`
  mutation MarketplaceAdjust($productId: ID!, $delta: Float!, $reason: String!) {
    product {
      adjustStock(productId: $productId, delta: $delta, reason: $reason) {
        success
        messageCode
        product {
          stockQuantity
        }
      }
    }
  }
`);
const HISTORY = graphql(`
  query MarketplaceHistory($productId: ID!) {
    product {
      stockHistory(productId: $productId) {
        delta
        quantityAfter
        reason
        employeeName
      }
    }
  }
`);
graphql(`
  fragment OfferTestFields on Offer {
    _id
    merchantId
    status
    title
    offerPriceMinor
    rejectionReason
    taken
    quantityAvailable
  }
`);
const CREATE_OFFER = graphql(`
  mutation MarketplaceCreateOffer($input: OfferInput!) {
    offer {
      create(input: $input) {
        success
        messageCode
        offer {
          ...OfferTestFields
        }
      }
    }
  }
`);
const SET_STATUS = graphql(`
  mutation MarketplaceSetStatus($id: ID!, $status: String!, $reason: String) {
    offer {
      setStatus(id: $id, status: $status, reason: $reason) {
        success
        messageCode
        offer {
          ...OfferTestFields
        }
      }
    }
  }
`);
// The fields spelled out: the cost limit charges a fragment spread more than the same fields
// inline, and a page of 100 with the spread is over it.
const OFFERS = graphql(`
  query MarketplaceOffers($filter: OfferFilter) {
    offer {
      list(filter: $filter, first: 100) {
        items {
          _id
          merchantId
          status
          title
          offerPriceMinor
          rejectionReason
          taken
          quantityAvailable
          merchantName
        }
        totalCount
      }
    }
  }
`);
const WALLET_OFFERS = graphql(`
  query MarketplaceWalletOffers($walletKey: String!) {
    wallet {
      offers(walletKey: $walletKey) {
        _id
        title
      }
    }
  }
`);
const TAKE = graphql(`
  mutation MarketplaceTake($walletKey: String!, $offerId: ID!) {
    wallet {
      takeOffer(walletKey: $walletKey, offerId: $offerId) {
        success
        messageCode
        couponId
      }
    }
  }
`);
const WALLET = graphql(`
  query MarketplaceWallet($walletKey: String!) {
    wallet {
      get(walletKey: $walletKey) {
        coupons {
          id
          qr {
            text
          }
        }
      }
    }
  }
`);
const SCAN = graphql(`
  mutation MarketplaceScan($couponId: ID!, $token: String!, $userId: ID!) {
    coupon {
      scanQrCode(couponId: $couponId, token: $token, userId: $userId) {
        success
        messageCode
      }
    }
  }
`);

const newProduct = {
  name: 'Pistachio Cookie',
  category: 'bakery',
  priceMinor: 250,
  sku: 'AROMA-NEW-1',
  stockQuantity: 10,
  status: 'active',
  tags: ['Sweet', 'nuts', 'sweet'],
};

describe.each(DATABASE_KINDS)('marketplace on %s', (kind) => {
  let h: Harness;
  let exec: Awaited<ReturnType<typeof signInTo>>;
  let execBlue: Awaited<ReturnType<typeof signInTo>>;
  let admin: Awaited<ReturnType<typeof signInTo>>;

  beforeAll(async () => {
    h = await createHarness(kind);
    exec = await signInTo(h, 'exec@demo.test', h.merchants.aroma);
    execBlue = await signInTo(h, 'exec@demo.test', h.merchants.blueBay);
    admin = await signInTo(h, 'admin@demo.test', h.merchants.provider);
  });
  afterAll(() => h?.close());

  const list = (token: string, vars: MarketplaceListQueryVariables = {}) =>
    h.gql(LIST, vars, { token });

  it('lists only the own business, sorted by name, 20 a page, for an EXECUTIVE', async () => {
    const page = (await list(exec.token)).data!.product.list;
    expect(page.items).toHaveLength(20);
    expect(page.items.every((p) => p.merchantName === 'Aroma Cafe')).toBe(true);
    const names = page.items.map((p) => p.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0),
    );
    expect(page.totalCount).toBe(25);
    const rest = (await list(exec.token, { after: page.endCursor })).data!.product.list;
    expect(rest.items).toHaveLength(5);
    expect(rest.hasNextPage).toBe(false);
    expect(new Set([...names, ...rest.items.map((p) => p.name)]).size).toBe(25);
  });

  it('lets an ADMIN see every business and filter by one', async () => {
    const all = (await list(admin.token, { first: 100 })).data!.product.list;
    expect(new Set(all.items.map((p) => p.merchantName))).toEqual(
      new Set(['Aroma Cafe', 'Blue Bay Travel']),
    );
    const one = (
      await list(admin.token, { filter: { merchantId: h.merchants.blueBay }, first: 100 })
    ).data!.product.list;
    expect(one.items.every((p) => p.merchantName === 'Blue Bay Travel')).toBe(true);
    // An EXECUTIVE asking for another business still gets only their own.
    const sneaky = (
      await list(exec.token, { filter: { merchantId: h.merchants.blueBay }, first: 100 })
    ).data!.product.list;
    expect(sneaky.items.every((p) => p.merchantName === 'Aroma Cafe')).toBe(true);
  });

  it.each([
    [{ category: 'coffee' }, (p: Product) => p.category === 'coffee'],
    [{ status: 'draft' }, (p: Product) => p.status === 'draft'],
    [{ priceMin: 4, priceMax: 10 }, (p: Product) => p.priceMinor >= 400 && p.priceMinor <= 1000],
    [{ inStock: false }, (p: Product) => p.stockQuantity === 0],
    [{ inStock: true }, (p: Product) => p.stockQuantity > 0],
    [{ lowStock: true }, (p: Product) => p.lowStock],
    [{ tags: ['milk', 'hot'] }, (p: Product) => p.tags.includes('milk') && p.tags.includes('hot')],
    [{ search: 'croissant' }, (p: Product) => /croissant/i.test(p.name)],
  ])('filters %o', async (filter, holds) => {
    const page = (await list(exec.token, { filter, first: 100 })).data!.product.list;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every(holds)).toBe(true);
    expect(page.totalCount).toBe(page.items.length);
  });

  it.each([
    ['price', 'asc'],
    ['price', 'desc'],
    ['stock', 'desc'],
    ['createdAt', 'desc'],
  ])('sorts by %s %s across pages', async (field, direction) => {
    const seen: Product[] = [];
    let after: string | null | undefined;
    for (;;) {
      const page = (await list(exec.token, { sort: { field, direction }, first: 7, after })).data!
        .product.list;
      seen.push(...page.items);
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(seen).toHaveLength(25);
    const key = (p: Product) =>
      field === 'price' ? p.priceMinor : field === 'stock' ? p.stockQuantity : 0;
    const values = seen.map(key);
    const sorted = [...values].sort((a, b) => (direction === 'asc' ? a - b : b - a));
    expect(values).toEqual(sorted);
  });

  it('creates, edits and archives a product; the tags are normalised', async () => {
    const created = (await h.gql(CREATE, { input: newProduct }, { token: exec.token })).data!
      .product.create;
    expect(created).toMatchObject({
      success: true,
      product: { name: 'Pistachio Cookie', merchantName: 'Aroma Cafe', tags: ['sweet', 'nuts'] },
    });
    const id = created.product!._id;
    const edited = (
      await h.gql(
        UPDATE,
        { id, input: { ...newProduct, priceMinor: 300, stockQuantity: 999 } },
        { token: exec.token },
      )
    ).data!.product.update;
    expect(edited.product).toMatchObject({ priceMinor: 300, stockQuantity: 10 });
    const archived = (await h.gql(ARCHIVE, { id }, { token: exec.token })).data!.product.archive;
    expect(archived.product!.status).toBe('archived');
    const dup = await h.gql(CREATE, { input: newProduct }, { token: exec.token });
    expect(dup.errors?.[0]).toMatchObject({
      message: 'Another product of this business already uses this SKU',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('changes only what an update names: a field left out keeps its value', async () => {
    const input = { ...newProduct, sku: 'AROMA-GBP-1', currency: 'GBP' };
    const id = (await h.gql(CREATE, { input }, { token: exec.token })).data!.product.create.product!
      ._id;
    const edited = (
      await h.gql(
        UPDATE,
        { id, input: { name: 'Pistachio Cookie (large)', category: 'bakery', priceMinor: 320 } },
        { token: exec.token },
      )
    ).data!.product.update;
    expect(edited.product).toMatchObject({
      name: 'Pistachio Cookie (large)',
      priceMinor: 320,
      currency: 'GBP',
      sku: 'AROMA-GBP-1',
      status: 'active',
      tags: ['sweet', 'nuts'],
      stockQuantity: 10,
    });
  });

  it.each([
    [{ priceMinor: -1 }, 'priceMinor', 'Price must be from 0.00 to 999,999.00'],
    [{ priceMinor: 100_000_000 }, 'priceMinor', 'Price must be from 0.00 to 999,999.00'],
    [{ stockQuantity: 1.5 }, 'stockQuantity', 'Must be a whole number'],
    [{ category: 'weapons' }, 'category', 'Unknown category'],
    [{ name: '' }, 'name', 'Product name is required'],
  ])(
    'refuses bad input %o with the field message and writes nothing',
    async (patch, field, message) => {
      const before = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(products);
      const res = await h.gql(
        CREATE,
        { input: { ...newProduct, sku: null, ...patch } },
        { token: exec.token },
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.fields?.[field]).toBe(message);
      const after = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(products);
      expect(after[0]!.n).toBe(before[0]!.n);
    },
  );

  it("keeps an EXECUTIVE of Aroma Cafe out of Blue Bay Travel's products and offers by id", async () => {
    const [blue] = await h.database.db
      .select()
      .from(products)
      .where(eq(products.merchantId, h.merchants.blueBay))
      .limit(1);
    expect(
      (await h.gql(GET, { id: blue!.id }, { token: exec.token })).data!.product.get,
    ).toBeNull();
    const upd = (await h.gql(UPDATE, { id: blue!.id, input: newProduct }, { token: exec.token }))
      .data!.product.update;
    expect(upd).toMatchObject({ success: false, messageCode: 'PRODUCT_NOT_FOUND' });
    expect(
      (await h.gql(ARCHIVE, { id: blue!.id }, { token: exec.token })).data!.product.archive.success,
    ).toBe(false);
    const adj = (
      await h.gql(ADJUST, { productId: blue!.id, delta: 5, reason: 'x' }, { token: exec.token })
    ).data!.product.adjustStock;
    expect(adj.success).toBe(false);
    const [unchanged] = await h.database.db
      .select()
      .from(products)
      .where(eq(products.id, blue!.id));
    expect(unchanged).toEqual(blue);
    const blueOffers = (await h.gql(OFFERS, {}, { token: execBlue.token })).data!.offer.list.items;
    const res = await h.gql(
      SET_STATUS,
      { id: blueOffers[0]!._id, status: 'ended' },
      { token: exec.token },
    );
    expect(res.data!.offer.setStatus).toMatchObject({
      success: false,
      messageCode: 'OFFER_NOT_FOUND',
    });
    // An offer on another business's product is refused too.
    const offer = await h.gql(
      CREATE_OFFER,
      {
        input: {
          productId: blue!.id,
          title: 'Mine now',
          discountPercent: 10,
          validFrom: new Date().toISOString(),
          validUntil: new Date(Date.now() + 86_400_000).toISOString(),
        },
      },
      { token: exec.token },
    );
    expect(offer.errors?.[0]).toMatchObject({ message: 'Product not found' });
  });

  it('refuses marketplace operations to other roles', async () => {
    const cashier = await signInTo(h, 'cashier@demo.test', h.merchants.aroma);
    for (const [query, vars] of [
      [LIST, {}],
      [CREATE, { input: newProduct }],
      [OFFERS, {}],
    ] as const) {
      expect(
        (await h.gql(query.toString(), vars, { token: cashier.token })).errors?.[0]?.extensions
          ?.code,
      ).toBe('FORBIDDEN');
    }
  });

  it('appends every stock change to the history and never goes below zero', async () => {
    const [p] = await h.database.db.select().from(products).where(eq(products.sku, 'AROMA-002'));
    const add = (
      await h.gql(ADJUST, { productId: p!.id, delta: 5, reason: 'Delivery' }, { token: exec.token })
    ).data!.product.adjustStock;
    expect(add.product!.stockQuantity).toBe(p!.stockQuantity + 5);
    const tooMany = await h.gql(
      ADJUST,
      { productId: p!.id, delta: -10_000, reason: 'Oops' },
      { token: exec.token },
    );
    expect(tooMany.errors?.[0]?.message).toBe('Stock cannot go below zero');
    const history = (await h.gql(HISTORY, { productId: p!.id }, { token: exec.token })).data!
      .product.stockHistory;
    expect(history).toEqual([
      {
        delta: 5,
        quantityAfter: p!.stockQuantity + 5,
        reason: 'Delivery',
        employeeName: 'Elena Executive',
      },
    ]);
    // Concurrent removals: exactly as many succeed as there is stock.
    const [q] = await h.database.db.select().from(products).where(eq(products.sku, 'AROMA-015'));
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        h.gql(ADJUST, { productId: q!.id, delta: -1, reason: 'Sold' }, { token: exec.token }),
      ),
    );
    expect(results.filter((r) => r.data?.product?.adjustStock?.success)).toHaveLength(
      q!.stockQuantity,
    );
    const [after] = await h.database.db.select().from(products).where(eq(products.id, q!.id));
    expect(after!.stockQuantity).toBe(0);
  });

  it('takes an offer from creation to approval, the wallet, redemption and a stock drop', async () => {
    const [p] = await h.database.db.select().from(products).where(eq(products.sku, 'AROMA-003'));
    const input = {
      productId: p!.id,
      title: 'Cappuccino Friday',
      discountPercent: 50,
      validFrom: new Date(Date.now() - 60_000).toISOString(),
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      quantityAvailable: 1,
    };
    const created = (await h.gql(CREATE_OFFER, { input }, { token: exec.token })).data!.offer
      .create;
    expect(created.offer).toMatchObject({
      status: 'pending',
      offerPriceMinor: Math.round(p!.price / 2),
    });
    const id = created.offer!._id;
    // A merchant cannot approve its own offer; rejecting needs a reason.
    expect(
      (await h.gql(SET_STATUS, { id, status: 'approved' }, { token: exec.token })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await h.gql(SET_STATUS, { id, status: 'rejected' }, { token: admin.token })).errors?.[0]
        ?.message,
    ).toBe('A reason is required');
    expect(
      (await h.gql(WALLET_OFFERS, { walletKey: DEMO_WALLET_KEY })).data!.wallet.offers.map(
        (o) => o._id,
      ),
    ).not.toContain(id);
    const approved = (await h.gql(SET_STATUS, { id, status: 'approved' }, { token: admin.token }))
      .data!.offer.setStatus;
    expect(approved.offer!.status).toBe('approved');
    expect(
      (await h.gql(WALLET_OFFERS, { walletKey: DEMO_WALLET_KEY })).data!.wallet.offers.map(
        (o) => o._id,
      ),
    ).toContain(id);

    const taken = (await h.gql(TAKE, { walletKey: DEMO_WALLET_KEY, offerId: id })).data!.wallet
      .takeOffer;
    expect(taken).toMatchObject({ success: true, messageCode: 'OFFER_TAKEN' });
    expect(
      (await h.gql(TAKE, { walletKey: DEMO_WALLET_KEY, offerId: id })).data!.wallet.takeOffer
        .messageCode,
    ).toBe('SOLD_OUT');
    expect(
      (await h.gql(TAKE, { walletKey: 'nope', offerId: id })).data!.wallet.takeOffer.messageCode,
    ).toBe('OFFER_NOT_AVAILABLE');

    const wallet = (await h.gql(WALLET, { walletKey: DEMO_WALLET_KEY })).data!.wallet.get;
    const qr = JSON.parse(
      wallet!.coupons.find((c) => c.id === taken.couponId)!.qr!.text,
    ) as QrPayload;
    const cashier = await signInTo(h, 'cashier@demo.test', h.merchants.aroma);
    expect((await h.gql(SCAN, qr, { token: cashier.token })).data!.coupon.scanQrCode.success).toBe(
      true,
    );
    const [after] = await h.database.db.select().from(products).where(eq(products.id, p!.id));
    expect(after!.stockQuantity).toBe(p!.stockQuantity - 1);
    const log = await h.database.db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.productId, p!.id));
    expect(log.map((l) => [l.delta, l.reason])).toEqual([[-1, 'Coupon redeemed']]);
  });

  it('refuses a write from a token whose membership was deactivated since', async () => {
    const blue = await signInTo(h, 'exec@demo.test', h.merchants.blueBay);
    const where = sql`merchant_id = ${h.merchants.blueBay} and employee_id = ${blue.employeeId}`;
    await h.database.db.execute(sql`update memberships set status = 'inactive' where ${where}`);
    try {
      const res = await h.gql(
        CREATE,
        { input: { ...newProduct, sku: 'BLUE-NEW' } },
        { token: blue.token },
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await h.database.db.execute(sql`update memberships set status = 'active' where ${where}`);
    }
  });

  it('refuses an offer that ends before it starts', async () => {
    const res = await h.gql(
      CREATE_OFFER,
      {
        input: {
          title: 'Backwards',
          offerPriceMinor: 100,
          validFrom: '2030-01-02T00:00:00Z',
          validUntil: '2030-01-01T00:00:00Z',
        },
      },
      { token: exec.token },
    );
    expect(res.errors?.[0]?.extensions?.fields?.validUntil).toBe(
      'The offer must end after it starts',
    );
  });

  it('never lets stock go negative under concurrent redemptions', async () => {
    const [p] = await h.database.db.select().from(products).where(eq(products.sku, 'AROMA-022'));
    expect(p!.stockQuantity).toBe(2);
    const input = {
      productId: p!.id,
      title: 'Chai rush',
      offerPriceMinor: 100,
      validFrom: new Date(Date.now() - 60_000).toISOString(),
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const offerId = (await h.gql(CREATE_OFFER, { input }, { token: exec.token })).data!.offer.create
      .offer!._id;
    await h.gql(SET_STATUS, { id: offerId, status: 'approved' }, { token: admin.token });
    const keys = ['demo-wallet', 'demo-wallet-eleni', 'demo-wallet-marios', 'demo-wallet-anna'];
    const couponIds = await Promise.all(
      keys.map(
        async (walletKey) =>
          (await h.gql(TAKE, { walletKey, offerId })).data!.wallet.takeOffer.couponId,
      ),
    );
    const cashier = await signInTo(h, 'cashier@demo.test', h.merchants.aroma);
    const scans = await Promise.all(
      keys.map(async (walletKey, i) => {
        const wallet = (await h.gql(WALLET, { walletKey })).data!.wallet.get;
        const qr = JSON.parse(
          wallet!.coupons.find((c) => c.id === couponIds[i])!.qr!.text,
        ) as QrPayload;
        return h.gql(SCAN, qr, { token: cashier.token });
      }),
    );
    expect(scans.every((s) => s.data!.coupon.scanQrCode.success)).toBe(true);
    const [after] = await h.database.db.select().from(products).where(eq(products.id, p!.id));
    expect(after!.stockQuantity).toBe(0);
  });
});
