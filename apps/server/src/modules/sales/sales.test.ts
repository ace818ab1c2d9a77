import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql';
import { MESSAGES } from '@back-office/domain/messages';
import { MONEY_MESSAGES } from '@back-office/domain/money-messages';
import { rowsOf } from '../../db/rows';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';
import { expectOnly, signInEveryRole, type Callers } from '../../test/sessions';
import type { CounterSaleInput, SalesListQuery } from '../../test/gql/graphql';

graphql(`
  fragment SaleTestFields on Sale {
    _id
    kind
    amountMinor
    currency
    paymentMethod
    store {
      _id
      name
    }
    customer {
      _id
      name
    }
    employeeName
    merchantId
    businessName
    offerTitle
    refundOf
    refundedMinor
    refundableMinor
    reason
    invoiceNumber
    createdAt
    lines {
      productId
      description
      quantity
      unitAmountMinor
      amountMinor
    }
  }
`);
const RECORD = graphql(`
  mutation SalesRecord($input: CounterSaleInput!) {
    sale {
      record(input: $input) {
        success
        messageCode
        sale {
          ...SaleTestFields
        }
      }
    }
  }
`);
const REFUND = graphql(`
  mutation SalesRefund($input: RefundInput!) {
    sale {
      refund(input: $input) {
        success
        messageCode
        sale {
          ...SaleTestFields
        }
      }
    }
  }
`);
const LIST = graphql(`
  query SalesList($filter: SaleFilter, $first: Int, $after: String) {
    sale {
      list(filter: $filter, first: $first, after: $after) {
        items {
          ...SaleTestFields
        }
        totalCount
        totalCountIsExact
        endCursor
        hasNextPage
      }
    }
  }
`);
const OPTIONS = graphql(`
  query SaleStoresForTotals {
    sale {
      filterOptions {
        stores {
          _id
        }
      }
    }
  }
`);
const TOTALS = graphql(`
  query SalesTotals($filter: SaleFilter) {
    sale {
      totals(filter: $filter) {
        currency
        count
        grossMinor
        byPaymentMethod {
          paymentMethod
          count
          grossMinor
        }
      }
    }
  }
`);
const GET = graphql(`
  query SalesGet($id: ID!) {
    sale {
      get(id: $id) {
        ...SaleTestFields
      }
    }
  }
`);
const ZONE = graphql(`
  query SalesZone {
    sale {
      timeZone
    }
  }
`);
const CUSTOMERS = graphql(`
  query SalesCustomers($search: String) {
    sale {
      customers(search: $search) {
        _id
        name
      }
    }
  }
`);
const NO_ID = '00000000-0000-0000-0000-000000000000';

describe.each(DATABASE_KINDS)('sales on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  let seller: string;
  let execBlue: string;
  let product: { id: string; name: string; price: number; stock: number };

  const record = async (input: Omit<CounterSaleInput, 'requestId'>, token = seller) =>
    (await h.gql(RECORD, { input: { requestId: randomUUID(), ...input } }, { token })).data!.sale
      .record;
  const refund = async (saleId: string, amountMinor: number, token = seller) =>
    (
      await h.gql(
        REFUND,
        { input: { requestId: randomUUID(), saleId, amountMinor, reason: 'Returned' } },
        { token },
      )
    ).data!.sale.refund;
  const stockOf = async (id: string) =>
    rowsOf<{ stock: number }>(
      await h.database.db.execute(
        sql`select stock_quantity as stock from products where id = ${id}`,
      ),
    )[0]!.stock;

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
    seller = callers.token('SALES')!;
    execBlue = (await signInTo(h, 'exec@demo.test', h.merchants.blueBay)).token;
    const [row] = rowsOf<{ id: string; name: string; price: number }>(
      await h.database.db.execute(
        sql`select id, name, price from products where merchant_id = ${h.merchants.aroma} order by name limit 1`,
      ),
    );
    await h.database.db.execute(sql`update products set stock_quantity = 5 where id = ${row!.id}`);
    product = { ...row!, stock: 5 };
  });
  afterAll(() => h?.close());

  it.each([
    ['sale.list', LIST, {}],
    ['sale.totals', TOTALS, {}],
    ['sale.get', GET, { id: NO_ID }],
    ['sale.timeZone', ZONE, {}],
    ['sale.customers', CUSTOMERS, {}],
    ['sale.record', RECORD, { input: { requestId: NO_ID, paymentMethod: 'Cash', lines: [] } }],
    ['sale.refund', REFUND, { input: { requestId: NO_ID, saleId: NO_ID, amountMinor: 1 } }],
  ])('%s is for ADMIN, EXECUTIVE and SALES', async (_name, query, variables) => {
    await expectOnly(h, callers, ['su', 'ADMIN', 'EXECUTIVE', 'SALES'], query, variables);
  });

  it('records a counter sale of products and free lines, lowering stock, never below zero', async () => {
    const result = await record({
      paymentMethod: 'Credit Card',
      lines: [
        { productId: product.id, quantity: 2, unitAmountMinor: product.price },
        { description: 'Gift wrapping', quantity: 1, unitAmountMinor: 250 },
      ],
    });
    expect(result).toMatchObject({ success: true, messageCode: 'SALE_RECORDED' });
    expect(result.sale).toMatchObject({
      kind: 'counter',
      paymentMethod: 'Credit Card',
      currency: 'EUR',
      amountMinor: 2 * product.price + 250,
      refundableMinor: 2 * product.price + 250,
      employeeName: 'Stelios Sales',
      businessName: 'Aroma Cafe',
    });
    expect(result.sale!.lines.map((l) => [l.description, l.quantity, l.amountMinor])).toEqual([
      [product.name, 2, 2 * product.price],
      ['Gift wrapping', 1, 250],
    ]);
    expect(await stockOf(product.id)).toBe(3);
    const tooMany = await record({
      paymentMethod: 'Cash',
      lines: [{ productId: product.id, quantity: 4, unitAmountMinor: product.price }],
    });
    expect(tooMany).toMatchObject({ success: false, messageCode: 'INSUFFICIENT_STOCK' });
    expect(await stockOf(product.id)).toBe(3);
    // Two sales of the last units at once: one gets them.
    const racing = await Promise.all(
      [1, 2].map(() =>
        record({
          paymentMethod: 'Cash',
          lines: [{ productId: product.id, quantity: 3, unitAmountMinor: 100 }],
        }),
      ),
    );
    expect(racing.filter((r) => r.success)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(0);
  });

  it('records a request once, however often it is sent', async () => {
    const input = {
      requestId: randomUUID(),
      paymentMethod: 'Cash',
      lines: [{ description: 'Espresso', quantity: 1, unitAmountMinor: 180 }],
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => h.gql(RECORD, { input }, { token: seller })),
    );
    const ids = new Set(answers.map((a) => a.data!.sale.record.sale!._id));
    expect(ids.size).toBe(1);
    expect(answers.every((a) => a.data!.sale.record.success)).toBe(true);
  });

  it('refunds as new negative sales that never exceed the original, also at once', async () => {
    const { sale } = await record({
      paymentMethod: 'Stripe',
      lines: [{ description: 'Catering', quantity: 1, unitAmountMinor: 10_000 }],
    });
    const part = await refund(sale!._id, 3_000);
    expect(part).toMatchObject({ success: true, messageCode: 'REFUND_RECORDED' });
    expect(part.sale).toMatchObject({
      kind: 'refund',
      amountMinor: -3_000,
      refundOf: sale!._id,
      paymentMethod: 'Stripe',
      reason: 'Returned',
    });
    const racing = await Promise.all(Array.from({ length: 10 }, () => refund(sale!._id, 3_000)));
    expect(racing.filter((r) => r.success)).toHaveLength(2);
    expect(
      racing.filter((r) => !r.success).every((r) => r.messageCode === 'REFUND_EXCEEDS_SALE'),
    ).toBe(true);
    const read = (await h.gql(GET, { id: sale!._id }, { token: seller })).data!.sale.get;
    expect(read).toMatchObject({
      amountMinor: 10_000,
      refundedMinor: 9_000,
      refundableMinor: 1_000,
    });
    expect(await refund(part.sale!._id, 1)).toMatchObject({
      success: false,
      messageCode: 'NOT_REFUNDABLE',
    });
    expect(await refund(NO_ID, 1)).toMatchObject({ success: false, messageCode: 'SALE_NOT_FOUND' });
    // A sale is a fact, and the database keeps it one: the original's amount is as it was.
    // A bigint column: PostgreSQL's driver reads it as text, PGlite's as a number.
    const [original] = rowsOf<{ amount: number | string }>(
      await h.database.db.execute(sql`select amount from sales where id = ${sale!._id}`),
    );
    expect(Number(original!.amount)).toBe(10_000);
  });

  it('refuses bad input beside its field, and writes nothing', async () => {
    const before = rowsOf<{ n: number }>(
      await h.database.db.execute(sql`select count(*)::int as n from sales`),
    )[0]!.n;
    const cases: [Omit<CounterSaleInput, 'requestId'>, string, string][] = [
      [
        { paymentMethod: 'Cheque', lines: [{ description: 'x', quantity: 1, unitAmountMinor: 1 }] },
        'paymentMethod',
        MONEY_MESSAGES.paymentMethodInvalid,
      ],
      [{ paymentMethod: 'Cash', lines: [] }, 'lines', MONEY_MESSAGES.saleLinesRequired],
      [
        { paymentMethod: 'Cash', lines: [{ description: 'x', quantity: 1.5, unitAmountMinor: 1 }] },
        'lines.0.quantity',
        MESSAGES.wholeNumber,
      ],
      [
        { paymentMethod: 'Cash', lines: [{ description: 'x', quantity: 0, unitAmountMinor: 1 }] },
        'lines.0.quantity',
        MONEY_MESSAGES.quantityPositive,
      ],
      [
        { paymentMethod: 'Cash', lines: [{ description: 'x', quantity: 1, unitAmountMinor: -5 }] },
        'lines.0.unitAmountMinor',
        MESSAGES.priceRange,
      ],
      [
        { paymentMethod: 'Cash', lines: [{ quantity: 1, unitAmountMinor: 5 }] },
        'lines.0.description',
        MONEY_MESSAGES.descriptionRequired,
      ],
    ];
    for (const [input, field, message] of cases) {
      const res = await h.gql(
        RECORD,
        { input: { requestId: randomUUID(), ...input } },
        { token: seller },
      );
      expect(res.errors?.[0]?.extensions?.code, field).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.fields?.[field], field).toBe(message);
    }
    const refundTooBig = await h.gql(
      REFUND,
      { input: { requestId: randomUUID(), saleId: NO_ID, amountMinor: 0 } },
      { token: seller },
    );
    expect(refundTooBig.errors?.[0]?.extensions?.fields?.amountMinor).toBe(
      MONEY_MESSAGES.amountPositive,
    );
    expect(
      await record({
        paymentMethod: 'Cash',
        storeId: NO_ID,
        lines: [{ description: 'x', quantity: 1, unitAmountMinor: 1 }],
      }),
    ).toMatchObject({ messageCode: 'STORE_NOT_FOUND' });
    expect(
      await record({
        paymentMethod: 'Cash',
        customerId: NO_ID,
        lines: [{ description: 'x', quantity: 1, unitAmountMinor: 1 }],
      }),
    ).toMatchObject({ messageCode: 'CUSTOMER_NOT_FOUND' });
    expect(
      await record({
        paymentMethod: 'Cash',
        lines: [{ productId: NO_ID, quantity: 1, unitAmountMinor: 1 }],
      }),
    ).toMatchObject({ messageCode: 'PRODUCT_NOT_FOUND' });
    const after = rowsOf<{ n: number }>(
      await h.database.db.execute(sql`select count(*)::int as n from sales`),
    )[0]!.n;
    expect(after).toBe(before);
  });

  it("offers the business's own customers for a counter sale, and records one for them", async () => {
    const customer = async (firstName: string) =>
      rowsOf<{ id: string }>(
        await h.database.db
          .execute(sql`insert into customers (first_name, last_name, email, wallet_key_hash)
          values (${firstName}, 'Counter', ${`${firstName.toLowerCase()}@counter.test`}, ${randomUUID()}) returning id`),
      )[0]!.id;
    const regular = await customer('Regular');
    const stranger = await customer('Stranger');
    // Aroma knows the regular once they have bought there.
    await h.database.db.execute(
      sql`insert into sales (merchant_id, kind, amount, currency, customer_id, payment_method)
          values (${h.merchants.aroma}, 'counter', 300, 'EUR', ${regular}, 'Cash')`,
    );
    const found = async (search: string, token = seller) =>
      (await h.gql(CUSTOMERS, { search }, { token })).data!.sale.customers;
    expect(await found('Regular')).toEqual([{ _id: regular, name: 'Regular Counter' }]);
    expect(await found('Stranger')).toEqual([]);
    expect(await found('Regular', execBlue)).toEqual([]);
    const { sale, success } = await record({
      paymentMethod: 'Credit Card',
      customerId: regular,
      lines: [{ description: 'Scone', quantity: 2, unitAmountMinor: 250 }],
    });
    expect(success).toBe(true);
    expect(sale!.customer).toEqual({ _id: regular, name: 'Regular Counter' });
    expect(
      await record({
        paymentMethod: 'Cash',
        customerId: stranger,
        lines: [{ description: 'Tea', quantity: 1, unitAmountMinor: 300 }],
      }),
    ).toMatchObject({ success: false, messageCode: 'CUSTOMER_NOT_FOUND' });
  });

  it("keeps another business's sales out of reach", async () => {
    const { sale } = await record({
      paymentMethod: 'Cash',
      lines: [{ description: 'Tea', quantity: 1, unitAmountMinor: 300 }],
    });
    expect((await h.gql(GET, { id: sale!._id }, { token: execBlue })).data!.sale.get).toBeNull();
    expect(await refund(sale!._id, 100, execBlue)).toMatchObject({
      success: false,
      messageCode: 'SALE_NOT_FOUND',
    });
    const list = (
      await h.gql(
        LIST,
        { filter: { merchantId: h.merchants.aroma }, first: 100 },
        { token: execBlue },
      )
    ).data!.sale.list;
    expect(list.items.every((s) => s.merchantId === h.merchants.blueBay)).toBe(true);
    const admin = callers.token('ADMIN')!;
    const all = (await h.gql(LIST, { first: 100 }, { token: admin })).data!.sale.list;
    expect(new Set(all.items.map((s) => s.merchantId)).size).toBeGreaterThan(1);
    const one = (
      await h.gql(
        LIST,
        { filter: { merchantId: h.merchants.blueBay }, first: 100 },
        { token: admin },
      )
    ).data!.sale.list;
    expect(one.items.every((s) => s.merchantId === h.merchants.blueBay)).toBe(true);
  });

  it('filters, totals and pages the sales, days in the business time zone', async () => {
    const db = h.database.db;
    // 22:30 UTC on 1 March 2030 is 00:30 on 2 March in Nicosia.
    const [late] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into sales (merchant_id, amount, currency, kind, payment_method, created_at)
        values (${h.merchants.aroma}, 777, 'EUR', 'counter', 'Bank Transfer', '2030-03-01T22:30:00Z') returning id`),
    );
    const day = (from: string, to = from) =>
      h
        .gql(LIST, { filter: { from, to } }, { token: seller })
        .then((r) => r.data!.sale.list.items.map((s) => s._id));
    expect(await day('2030-03-02')).toEqual([late!.id]);
    expect(await day('2030-03-01')).toEqual([]);
    expect((await h.gql(ZONE, {}, { token: seller })).data!.sale.timeZone).toBe('Europe/Nicosia');

    const kinds = async (kind: string) =>
      (await h.gql(LIST, { filter: { kind }, first: 100 }, { token: seller })).data!.sale.list
        .items;
    expect((await kinds('refund')).every((s) => s.kind === 'refund' && s.amountMinor < 0)).toBe(
      true,
    );
    expect((await kinds('redemption')).length).toBeGreaterThan(0);
    const coupons = (
      await h.gql(LIST, { filter: { paymentMethod: 'Coupon' }, first: 100 }, { token: seller })
    ).data!.sale.list.items;
    expect(coupons.every((s) => s.paymentMethod === null)).toBe(true);
    const search = (
      await h.gql(LIST, { filter: { search: 'gift wrap' }, first: 100 }, { token: seller })
    ).data!.sale.list.items;
    expect(search.length).toBeGreaterThan(0);
    expect(search.every((s) => s.lines.some((l) => /gift wrap/i.test(l.description)))).toBe(true);

    const totals = (await h.gql(TOTALS, {}, { token: seller })).data!.sale.totals;
    const eur = totals.find((t) => t.currency === 'EUR');
    const sums = rowsOf<{ n: number; gross: string }>(
      await db.execute(
        sql`select count(*)::int as n, sum(amount)::bigint as gross from sales where merchant_id = ${h.merchants.aroma}`,
      ),
    )[0]!;
    expect(eur!.count).toBe(sums.n);
    expect(eur!.grossMinor).toBe(Number(sums.gross));
    expect(eur!.byPaymentMethod.map((m) => m.paymentMethod).sort()).toEqual([
      'Bank Transfer',
      'Cash',
      'Coupon',
      'Credit Card',
      'Stripe',
    ]);
    expect(eur!.byPaymentMethod.reduce((s, m) => s + m.grossMinor, 0)).toBe(eur!.grossMinor);
    // A filter of days, methods and kinds is summed from the daily rollup, any other from the
    // sales: both as the sales themselves say, days in the business's zone.
    const filters = [
      { from: '2030-03-02', to: '2030-03-02' },
      { from: '2030-03-01', to: '2030-03-01' },
      { kind: 'refund' as const },
      { paymentMethod: 'Coupon' as const, to: '2030-12-31' },
      {
        storeId: (await h.gql(OPTIONS, {}, { token: seller })).data!.sale.filterOptions.stores[0]!
          ._id,
      },
      { search: 'gift wrap' },
      ...rowsOf<{ search: string }>(
        await db.execute(sql`(select cu.first_name || ' ' || cu.last_name as search from sales s
            join customers cu on cu.id = s.customer_id where s.merchant_id = ${h.merchants.aroma} limit 1)
          union all (select e.last_name from sales s join employees e on e.id = s.employee_id
            where s.merchant_id = ${h.merchants.aroma} limit 1)`),
      ),
    ];
    for (const filter of filters) {
      const truth = rowsOf<{ method: string; n: number; gross: string }>(
        await db.execute(sql`select coalesce(payment_method, 'Coupon') as method, count(*)::int as n,
            sum(amount)::bigint as gross from sales s
          where merchant_id = ${h.merchants.aroma} and currency = 'EUR'
            and (created_at at time zone 'Europe/Nicosia')::date
              between ${filter.from ?? '1970-01-01'}::date and ${filter.to ?? '2100-01-01'}::date
            and (${filter.kind ?? null}::text is null or kind = ${filter.kind ?? null})
            and (${filter.paymentMethod ?? null}::text is null
              or coalesce(payment_method, 'Coupon') = ${filter.paymentMethod ?? null})
            and (${filter.storeId ?? null}::uuid is null or store_id = ${filter.storeId ?? null})
            and (${filter.search ?? null}::text is null
              or exists (select 1 from sale_lines l where l.sale_id = s.id and l.description ilike ${`%${filter.search ?? ''}%`})
              or exists (select 1 from customers cu where cu.id = s.customer_id
                and cu.first_name || ' ' || cu.last_name ilike ${`%${filter.search ?? ''}%`})
              or exists (select 1 from employees e where e.id = s.employee_id
                and e.first_name || ' ' || e.last_name ilike ${`%${filter.search ?? ''}%`})
              or exists (select 1 from coupons c join offers o on o.id = c.offer_id
                where c.id = s.coupon_id and o.title ilike ${`%${filter.search ?? ''}%`}))
          group by 1 order by 1`),
      );
      expect(truth.length, JSON.stringify(filter)).toBeGreaterThan(
        filter.from === '2030-03-01' ? -1 : 0,
      );
      const got = (await h.gql(TOTALS, { filter }, { token: seller })).data!.sale.totals;
      const listed = (await h.gql(LIST, { filter }, { token: seller })).data!.sale.list;
      expect(listed.totalCount, JSON.stringify(filter)).toBe(
        Math.min(
          truth.reduce((n, t) => n + t.n, 0),
          1000,
        ),
      );
      expect(
        got.flatMap((t) => t.byPaymentMethod.map((m) => [m.paymentMethod, m.count, m.grossMinor])),
        JSON.stringify(filter),
      ).toEqual(truth.map((t) => [t.method, t.n, Number(t.gross)]));
    }

    const seen = new Set<string>();
    let after: string | null = null;
    let total: number;
    do {
      const page: SalesListQuery['sale']['list'] = (
        await h.gql(LIST, { first: 9, after }, { token: seller })
      ).data!.sale.list;
      for (const item of page.items) seen.add(item._id);
      total = page.totalCount;
      after = page.endCursor;
    } while (after);
    expect(seen.size).toBe(total);
    const bad = await h.gql(
      LIST,
      { filter: { from: '2030-03-05', to: '2030-03-01' } },
      { token: seller },
    );
    expect(bad.errors?.[0]?.extensions?.fields?.['filter.to']).toBe(MONEY_MESSAGES.periodInvalid);
  });

  it('exports the filtered sales as CSV', async () => {
    const get = (url: string, token?: string) =>
      h.app.inject({
        method: 'GET',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const res = await get('/exports/sales.csv?kind=refund', seller);
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('"time","kind","business"');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes('"refund"') && l.includes('"Aroma Cafe"'))).toBe(
      true,
    );
    expect((await get('/exports/sales.csv')).statusCode).toBe(401);
    expect((await get('/exports/sales.csv', callers.token('CASHIER'))).statusCode).toBe(403);
  });
});
