import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesCan } from '@back-office/domain/actions';
import { auditLog } from '../db/schema';
import { MODULES } from '../modules/manifests';
import { createHarness, type Harness } from '../test/harness';
import { probeModule } from '../test/probe-module';
import { EVERY_CALLER, expectOnly, signInEveryRole, type Callers } from '../test/sessions';
import { op } from './op';
import { buildSchemaParts } from './schema';

// A module needs no edit of the infrastructure: the probe, a module of the tests alone, is added
// to the list of manifests and nothing else, and its operations are guarded and audited like
// those of the server's own modules (the access table walks it too: access-table.test.ts).
describe('a module added through the list of manifests alone', () => {
  let h: Harness;
  let callers: Callers;
  beforeAll(async () => {
    h = await createHarness('pglite', {}, { modules: [...MODULES, probeModule] });
    callers = await signInEveryRole(h);
  });
  afterAll(() => h?.close());

  it('has its operations guarded, and hands the handler the caller the guard admitted', async () => {
    const holders = EVERY_CALLER.filter((c) => c !== 'anonymous' && c !== 'no-business').filter(
      (role) => rolesCan([role], 'scan:read:own'),
    );
    await expectOnly(h, callers, holders, '{ probe { business } }');
    const res = await h.gql<{ probe: { business: string } }>(
      '{ probe { business } }',
      {},
      { token: callers.token('CASHIER') },
    );
    expect(res.data?.probe.business).toBe(h.merchants.aroma);
  });

  it('has its writes audited, with the object its operation names', async () => {
    const id = randomUUID();
    const res = await h.gql(
      'mutation ($id: ID!) { probe { touch(id: $id) { success messageCode } } }',
      { id },
      { token: callers.token('EXECUTIVE') },
    );
    expect(res.data).toEqual({ probe: { touch: { success: true, messageCode: 'PROBED' } } });
    const entries = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'probe.touch'));
    expect(entries).toMatchObject([
      {
        employeeId: callers.session('EXECUTIVE').employeeId,
        merchantId: h.merchants.aroma,
        objectId: id,
        changes: { id },
        outcome: 'PROBED',
      },
    ]);
  });
});

describe('the schema built from the manifests', () => {
  it('refuses a namespace field without an operation, and an audited argument it does not have', () => {
    const sdl =
      'type Query { broken: BrokenQueries! } type Mutation { broken: BrokenQueries! } ' +
      'type BrokenQueries { a(id: ID!): Int }';
    const broken = (operations: object) => [{ name: 'broken', typeDefs: sdl, operations }];
    expect(() => buildSchemaParts(broken({ BrokenQueries: {} }))).toThrow(
      'BrokenQueries.a has no operation',
    );
    const audited = op('scan:read:own', () => 1, { audit: { object: 'key' } });
    expect(() => buildSchemaParts(broken({ BrokenQueries: { a: audited } }))).toThrow(
      'BrokenQueries.a has no argument key to audit',
    );
  });
});
