import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@back-office/domain/messages';
import { employees, merchants, products } from '../db/schema';
import { createHarness, DATABASE_KINDS, type GqlResponse, type Harness } from '../test/harness';
import { signInEveryRole, type Callers } from '../test/sessions';

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const UUID = '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

// Cursors no list makes: each is refused as bad input.
const BROKEN_CURSORS = [
  'not base64 at all!',
  b64('9999999999|1'),
  b64('not json'),
  b64('{"v":"x","id":"y"}'),
  b64(JSON.stringify([])),
  b64(JSON.stringify(['a', 'b', 'c', 'd', 'e'])),
  b64(JSON.stringify([1, 2, 3])),
  b64(JSON.stringify([{}, null, UUID])),
  b64(JSON.stringify(['a\u0000b', UUID])),
  b64(JSON.stringify(['a\u0000b', 'c', UUID])),
  b64(JSON.stringify(['name', 'x\u0000', UUID])),
];

// Well-formed for some list and garbage for another: a page, or a refusal, never a failure.
const FOREIGN_CURSORS = [
  b64(JSON.stringify(['9999999999', UUID])),
  b64(JSON.stringify(['2026-13-45 99:99:99+00', UUID])),
  b64(JSON.stringify(['2026-11-23 10:00:00+00', '1'])),
  b64(JSON.stringify(['2026-11-23 10:00:00+00', '99999999999999999999'])),
  b64(JSON.stringify(['price', 'abc', UUID])),
  b64(JSON.stringify(['createdAt', 'yesterday', UUID])),
  b64(JSON.stringify(['stock', '-99999999999999', UUID])),
];

const LISTS: { name: string; caller: 'ADMIN' | 'EXECUTIVE'; query: string }[] = [
  {
    name: 'offer.list',
    caller: 'ADMIN',
    query: `query ($after: String) { offer { list(after: $after) { totalCount } } }`,
  },
  {
    name: 'product.list',
    caller: 'ADMIN',
    query: `query ($after: String) { product { list(after: $after) { totalCount } } }`,
  },
  {
    name: 'product.list by price',
    caller: 'ADMIN',
    query: `query ($after: String) { product { list(after: $after, sort: { field: "price", direction: "asc" }) { totalCount } } }`,
  },
  {
    name: 'scan.list',
    caller: 'ADMIN',
    query: `query ($after: String) { scan { list(filter: { view: "admin" }, after: $after) { hasNextPage } } }`,
  },
  {
    name: 'team.list',
    caller: 'EXECUTIVE',
    query: `query ($after: String) { team { list(after: $after) { totalCount } } }`,
  },
  {
    name: 'business.list',
    caller: 'ADMIN',
    query: `query ($after: String) { business { list(after: $after) { totalCount } } }`,
  },
  {
    name: 'customer.list',
    caller: 'ADMIN',
    query: `query ($after: String) { customer { list(after: $after) { totalCount } } }`,
  },
  {
    name: 'service.list',
    caller: 'EXECUTIVE',
    query: `query ($after: String) { service { list(after: $after) { totalCount } } }`,
  },
  {
    name: 'businessNetwork.list',
    caller: 'EXECUTIVE',
    query: `query ($after: String) { businessNetwork { list(after: $after) { totalCount } } }`,
  },
];

function expectBadInput(res: GqlResponse, message: string, label: string) {
  expect(res.errors?.[0]?.extensions?.code, `${label}: ${JSON.stringify(res.errors)}`).toBe(
    'BAD_USER_INPUT',
  );
  expect(res.errors?.[0]?.message, label).toBe(message);
}

describe.each(DATABASE_KINDS)('hostile input on %s', (kind) => {
  let h: Harness;
  let callers: Callers;

  beforeAll(async () => {
    h = await createHarness(kind);
    callers = await signInEveryRole(h);
  });
  afterAll(() => h?.close());

  describe.each(LISTS)('$name', ({ name, caller, query }) => {
    it('refuses a cursor it did not make as bad input, and follows its own', async () => {
      const token = callers.token(caller);
      for (const after of BROKEN_CURSORS) {
        expectBadInput(
          await h.gql(query, { after }, { token }),
          MESSAGES.invalidCursor,
          `${name} after=${after}`,
        );
      }
      for (const after of FOREIGN_CURSORS) {
        const res = await h.gql(query, { after }, { token });
        if (res.errors) expectBadInput(res, MESSAGES.invalidCursor, `${name} after=${after}`);
        else expect(res.status, name).toBe(200);
      }
      const first = await h.gql(query, { after: null }, { token });
      expect(first.errors, name).toBeUndefined();
    });
  });

  it('pages through products by price and by date with the cursors it hands out', async () => {
    const token = callers.token('ADMIN');
    for (const field of ['price', 'createdAt', 'name', 'stock']) {
      const page = `query ($after: String) { product { list(first: 2, after: $after, sort: { field: "${field}", direction: "desc" }) {
        items { _id } endCursor hasNextPage } } }`;
      const one = await h.gql<{
        product: { list: { items: { _id: string }[]; endCursor: string } };
      }>(page, {}, { token });
      const two = await h.gql<{ product: { list: { items: { _id: string }[] } } }>(
        page,
        { after: one.data!.product.list.endCursor },
        { token },
      );
      expect(two.errors, field).toBeUndefined();
      const ids = [...one.data!.product.list.items, ...two.data!.product.list.items].map(
        (p) => p._id,
      );
      expect(new Set(ids).size, field).toBe(4);
    }
  });

  it('refuses a cursor of one sort order used with another', async () => {
    const token = callers.token('ADMIN');
    const byName = await h.gql<{ product: { list: { endCursor: string } } }>(
      `{ product { list(first: 1) { endCursor } } }`,
      {},
      { token },
    );
    const res = await h.gql(
      `query ($after: String) { product { list(after: $after, sort: { field: "price", direction: "asc" }) { totalCount } } }`,
      { after: byName.data!.product.list.endCursor },
      { token },
    );
    expectBadInput(res, MESSAGES.invalidCursor, 'name cursor on a price sort');
  });

  const NUL = 'Nul\u0000Byte';
  const CONTROL_CASES: { name: string; caller?: 'ADMIN' | 'EXECUTIVE'; query: string }[] = [
    {
      name: 'employee.signup',
      query: `mutation { employee { signup(companyName: "Acme", companyLegalName: "Acme Ltd",
        companyEmail: "acme@nul.test", companyPhone: "+35722000000", employeeFirstName: "${JSON.stringify(NUL).slice(1, -1)}",
        employeeLastName: "Owner", employeeEmail: "owner@nul.test", employeePhone: "+35799000000",
        password: "Demo12345") { success } } }`,
    },
    {
      name: 'product.create',
      caller: 'EXECUTIVE',
      query: `mutation { product { create(input: { name: "${JSON.stringify(NUL).slice(1, -1)}", category: "food", priceMinor: 100 }) { success } } }`,
    },
    {
      name: 'product.list search',
      caller: 'ADMIN',
      query: `{ product { list(filter: { search: "a\\u0000" }) { totalCount } } }`,
    },
    {
      name: 'customer.list tags',
      caller: 'ADMIN',
      query: `{ customer { list(filter: { tags: ["ok", "bad\\u0007"] }) { totalCount } } }`,
    },
    {
      name: 'scan.list search',
      caller: 'ADMIN',
      query: `{ scan { list(filter: { view: "admin", search: "\\u001b[31m" }) { hasNextPage } } }`,
    },
    {
      name: 'team.list search',
      caller: 'EXECUTIVE',
      query: `{ team { list(filter: { search: "x\\u007f" }) { totalCount } } }`,
    },
  ];

  it.each(CONTROL_CASES)(
    '$name refuses control characters and writes nothing',
    async ({ name, caller, query }) => {
      const db = h.database.db;
      const before = await Promise.all([
        db.select({ n: count() }).from(employees),
        db.select({ n: count() }).from(merchants),
        db.select({ n: count() }).from(products),
      ]);
      const res = await h.gql(query, {}, { token: caller && callers.token(caller) });
      expectBadInput(res, MESSAGES.controlCharactersNotAllowed, name);
      const after = await Promise.all([
        db.select({ n: count() }).from(employees),
        db.select({ n: count() }).from(merchants),
        db.select({ n: count() }).from(products),
      ]);
      expect(after).toEqual(before);
    },
  );

  it('keeps tabs and line breaks in text', async () => {
    const res = await h.gql(
      `{ product { list(filter: { search: "two\\nlines\\tand a tab" }) { totalCount } } }`,
      {},
      { token: callers.token('ADMIN') },
    );
    expect(res.errors).toBeUndefined();
  });
});

describe('GraphQL suggestions', () => {
  const TYPO = `{ employee { getEmploye } }`;
  const VALUE_TYPO = `query ($first: Int) { offer { lisst(first: $first) { totalCount } } }`;

  it('are given in development, where introspection is open anyway', async () => {
    const h = await createHarness('pglite');
    try {
      const res = await h.gql(TYPO);
      expect(res.errors?.[0]?.message).toMatch(/Did you mean "getEmployee"\?/);
    } finally {
      await h.close();
    }
  });

  it('are cut off in production, so the schema is not spelled out', async () => {
    const h = await createHarness('pglite', { NODE_ENV: 'production' });
    try {
      for (const query of [TYPO, VALUE_TYPO]) {
        const res = await h.gql(query);
        expect(res.status).toBe(400);
        expect(res.errors?.length).toBeGreaterThan(0);
        for (const error of res.errors ?? []) expect(error.message).not.toMatch(/Did you mean/);
      }
      const res = await h.gql(TYPO);
      expect(res.errors?.[0]?.message).toBe(
        'Cannot query field "getEmploye" on type "EmployeeQueries".',
      );
    } finally {
      await h.close();
    }
  });
});
