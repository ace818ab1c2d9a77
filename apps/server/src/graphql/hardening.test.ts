import { sql } from 'drizzle-orm';
import { buildSchema, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchemaParts } from './schema';
import { MODULES } from '../modules/manifests';
import { createHarness, LOGIN, type Harness } from '../test/harness';

describe('every operation has an access rule', () => {
  it('covers each field of each namespace type', () => {
    const { typeDefs, rules } = buildSchemaParts(MODULES);
    const schema = buildSchema(typeDefs);
    const namespaces = [schema.getQueryType()!, schema.getMutationType()!].flatMap((root) =>
      Object.values(root.getFields()).map((f) => f.type.toString().replace('!', '')),
    );
    expect(namespaces.length).toBeGreaterThan(0);
    for (const name of namespaces) {
      const type = schema.getType(name);
      if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
      for (const field of Object.keys(type.getFields())) {
        expect(rules[name]?.[field], `${name}.${field}`).toBeDefined();
      }
    }
  });
});

describe('HTTP and GraphQL hardening', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h?.close());

  it('answers /healthz and /readyz', async () => {
    expect((await h.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await h.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('gives 400 to a malformed JSON body', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a request that carries no usable operation with 400 and a GraphQL error', async () => {
    const post = (payload: unknown) =>
      h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    for (const [payload, message] of [
      [{}, 'query must be a non-empty string'],
      [{ query: '' }, 'query must be a non-empty string'],
      [{ query: '{ __typename }', variables: [1] }, 'variables must be an object'],
      [{ query: '{ __typename }', operationName: 7 }, 'operationName must be a string'],
      ['{ __typename }', 'The body must be a JSON object with a query'],
    ] as const) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ data: null, errors: [{ message }] });
    }
    const ok = await post({ query: 'query Q { __typename }', variables: null, operationName: 'Q' });
    expect(ok.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('takes GraphQL over POST only', async () => {
    // GET /graphql is the websocket of subscriptions; a plain GET executes nothing.
    const res = await h.app.inject({ method: 'GET', url: '/graphql?query=%7B__typename%7D' });
    expect(res.statusCode).toBe(405);
    expect(res.body).not.toContain('__typename');
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: '{ __typename }',
        variables: { pad: 'x'.repeat(2 * 1024 * 1024) },
      }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('refuses a query deeper than the limit', async () => {
    const deep = `{ __schema { types { fields { type ${'{ ofType '.repeat(12)}{ name }${' }'.repeat(12)} } } } }`;
    const res = await h.gql(deep);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: employee { __typename }`).join(
      ' ',
    );
    const res = await h.gql(`{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses batched queries', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('masks internal errors', async () => {
    const broken = await createHarness('pglite');
    try {
      await broken.database.db.execute(sql`drop table login_attempts`);
      const res = await broken.gql(LOGIN, { email: 'cashier@demo.test', password: 'Demo1234' });
      expect(res.errors).toEqual([
        expect.objectContaining({
          message: 'Internal server error',
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        }),
      ]);
      expect(JSON.stringify(res)).not.toMatch(/login_attempts|relation/);
    } finally {
      await broken.close();
    }
  });

  it('allows introspection in development and refuses it in production', async () => {
    expect((await h.gql('{ __schema { queryType { name } } }')).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    const prod = await createHarness('pglite', { NODE_ENV: 'production' });
    try {
      const res = await prod.gql('{ __schema { queryType { name } } }');
      expect(res.status).toBe(400);
      expect(res.errors?.[0]?.message).toMatch(/introspection/i);
    } finally {
      await prod.close();
    }
  });
});
