import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, PERIOD_MESSAGES } from '@back-office/domain/periods';
import { auditLog } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';
import { ROOT } from '../../test/server-process';
import { firstBrokenEntry } from './audit.queries';

const CREATE = `mutation ($input: ProductInput!) { product { create(input: $input) { success messageCode product { _id } } } }`;
const UPDATE = `mutation ($id: ID!, $input: ProductInput!) { product { update(id: $id, input: $input) { success messageCode } } }`;
const LIST = `query ($filter: AuditFilter) { audit { list(filter: $filter, first: 50) {
  items { action objectId objectName objectCurrency fieldChanges { field before after } } totalCount } } }`;
const CHANGE_PASSWORD = `mutation ($currentPassword: String!, $newPassword: String!) { profile {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { success messageCode } } }`;

describe.each(DATABASE_KINDS)('audit trail on %s', (kind) => {
  let h: Harness;
  let exec: Awaited<ReturnType<typeof signInTo>>;

  beforeAll(async () => {
    h = await createHarness(kind);
    exec = await signInTo(h, 'exec@demo.test', h.merchants.aroma);
  });
  afterAll(() => h?.close());

  const newest = async () =>
    (await h.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  it('records who, for which business, what, on which object, when and from where', async () => {
    const res = await h.gql<{ product: { create: { product: { _id: string } } } }>(
      CREATE,
      { input: { name: 'Audited Scone', category: 'bakery', priceMinor: 250, stockQuantity: 4 } },
      { token: exec.token, ip: '10.20.30.40' },
    );
    const entry = await newest();
    expect(entry).toMatchObject({
      employeeId: exec.employeeId,
      merchantId: h.merchants.aroma,
      action: 'product.create',
      outcome: 'PRODUCT_SAVED',
      address: '10.20.30.40',
      changes: { input: { name: 'Audited Scone', priceMinor: 250, stockQuantity: 4 } },
    });
    expect(Math.abs(entry!.at.getTime() - Date.now())).toBeLessThan(10_000);
    expect(res.data?.product.create.product._id).toBeTruthy();
  });

  it('never keeps a password, and leaves out what changed nothing', async () => {
    const before = await newest();
    const wrong = await h.gql(
      CHANGE_PASSWORD,
      { currentPassword: 'not-it-1234', newPassword: 'Another1234' },
      { token: exec.token },
    );
    expect(wrong.errors).toBeUndefined();
    expect((await newest())!.id).toBe(before!.id);

    await h.gql(
      CHANGE_PASSWORD,
      { currentPassword: 'Demo1234', newPassword: 'Another1234' },
      { token: exec.token },
    );
    const entry = await newest();
    expect(entry).toMatchObject({ action: 'profile.changePassword' });
    const text = JSON.stringify(entry);
    expect(text).not.toContain('Demo1234');
    expect(text).not.toContain('Another1234');
    expect(entry!.changes).toEqual({ currentPassword: '[redacted]', newPassword: '[redacted]' });
  });

  it('keeps the fields a write changed, before and after, and never a secret', async () => {
    const input = { name: 'Audited Muffin', category: 'bakery', priceMinor: 300, stockQuantity: 4 };
    const created = await h.gql<{ product: { create: { product: { _id: string } } } }>(
      CREATE,
      { input },
      { token: exec.token },
    );
    const id = created.data!.product.create.product._id;
    await h.gql(UPDATE, { id, input: { ...input, priceMinor: 350 } }, { token: exec.token });
    const entry = await newest();
    expect(entry).toMatchObject({ action: 'product.update', objectId: id });
    expect(entry!.fieldChanges).toEqual({ price: { before: 300, after: 350 } });
    const listed = await h.gql<{
      audit: { list: { items: { action: string; fieldChanges: unknown[] }[] } };
    }>(LIST, { filter: { search: id } }, { token: exec.token });
    expect(listed.data!.audit.list.items[0]).toMatchObject({
      action: 'product.update',
      objectName: 'Audited Muffin',
      objectCurrency: 'EUR',
      fieldChanges: [{ field: 'price', before: '300', after: '350' }],
    });

    await h.gql(
      CHANGE_PASSWORD,
      { currentPassword: 'Another1234', newPassword: 'Third12345' },
      { token: exec.token },
    );
    const changed = await newest();
    expect(changed!.fieldChanges).toMatchObject({
      password_hash: { before: '[redacted]', after: '[redacted]' },
    });
    const { hash } = rowsOf<{ hash: string }>(
      await h.database.db.execute(
        sql`select password_hash as hash from employees where id = ${exec.employeeId}`,
      ),
    )[0]!;
    expect(JSON.stringify(changed)).not.toContain(hash);
    expect((await firstBrokenEntry(h.database.db)).brokenAt).toBeNull();
  });

  it('filters the trail by days of the business, and refuses a reversed period', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const list = (filter: Record<string, unknown>) =>
      h.gql<{ audit: { list: { totalCount: number } } }>(LIST, { filter }, { token: exec.token });
    const around = (await list({ from: addDays(today, -1), to: addDays(today, 1) })).data!.audit
      .list.totalCount;
    expect(around).toBeGreaterThanOrEqual(3);
    expect((await list({ from: addDays(today, 2) })).data!.audit.list.totalCount).toBe(0);
    // The demo's entries of the last days are before; this run's are not.
    expect((await list({ to: addDays(today, -2) })).data!.audit.list.totalCount).toBeLessThan(
      around,
    );
    const reversed = await list({ from: today, to: addDays(today, -1) });
    expect(reversed.errors?.[0]).toMatchObject({
      message: PERIOD_MESSAGES.periodReversed,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses edits and deletions, and a check finds an entry changed behind its back', async () => {
    await expect(h.database.db.execute(sql`update audit_log set outcome = 'X'`)).rejects.toThrow();
    await expect(h.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const whole = await firstBrokenEntry(h.database.db);
    expect(whole.brokenAt).toBeNull();
    expect(whole.checked).toBeGreaterThanOrEqual(2);

    const first = (await h.database.db.select().from(auditLog).orderBy(auditLog.id).limit(1))[0]!;
    await h.database.db.execute(
      sql.raw('alter table audit_log disable trigger audit_log_append_only'),
    );
    await h.database.db.execute(
      sql`update audit_log set changes = '{"input":{"name":"Forged"}}' where id = ${first.id}`,
    );
    await h.database.db.execute(
      sql.raw('alter table audit_log enable trigger audit_log_append_only'),
    );
    expect(await firstBrokenEntry(h.database.db)).toEqual({ checked: 0, brokenAt: first.id });
  });

  it.runIf(kind === 'postgres')('npm run audit:verify says whether the chain holds', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: h.databaseUrl! };
    await expect(
      run('npm', ['run', '--silent', 'audit:verify'], { cwd: ROOT, env }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/Audit trail broken at entry \d+/),
    });
  });

  it('pages the trail newest first and finds operations, objects and employees', async () => {
    // Entries of one moment (the keyset's time ties, its id decides), after the chain's checks:
    // their hashes are stand-ins.
    await h.database.db.execute(sql`
      insert into audit_log (at, employee_id, merchant_id, action, object_id, changes, outcome,
        prev_hash, hash)
      select timestamptz '2031-01-01 10:00+00', ${exec.employeeId}, ${h.merchants.aroma},
        'paging.check', 'paging-object-' || g, '{}'::jsonb, 'PRODUCT_SAVED', 'paging ' || g,
        'paging-check-' || g
      from generate_series(1, 45) g`);
    const PAGE = `query ($filter: AuditFilter, $after: String) { audit { list(filter: $filter, first: 20, after: $after) {
      items { objectId employeeName } totalCount endCursor hasNextPage } } }`;
    type Page = {
      audit: {
        list: {
          items: { objectId: string; employeeName: string }[];
          totalCount: number;
          endCursor: string | null;
          hasNextPage: boolean;
        };
      };
    };
    const all = async (filter: Record<string, unknown>) => {
      const seen: string[] = [];
      let after: string | null = null;
      let more = true;
      while (more) {
        const page: Page['audit']['list'] = (
          await h.gql<Page>(PAGE, { filter, after }, { token: exec.token })
        ).data!.audit.list;
        seen.push(...page.items.map((i) => i.objectId));
        after = page.endCursor;
        more = page.hasNextPage;
      }
      return seen;
    };
    const expected = Array.from({ length: 45 }, (_, i) => `paging-object-${45 - i}`);
    expect(await all({ search: 'paging.check' })).toEqual(expected);
    expect(await all({ search: 'paging-object-4' })).toEqual(
      expected.filter((o) => o.startsWith('paging-object-4')),
    );
    const [{ name }] = rowsOf<{ name: string }>(
      await h.database.db.execute(
        sql`select first_name || ' ' || last_name as name from employees where id = ${exec.employeeId}`,
      ),
    ) as [{ name: string }];
    const byEmployee = (
      await h.gql<Page>(PAGE, { filter: { search: name } }, { token: exec.token })
    ).data!.audit.list;
    expect(byEmployee.totalCount).toBeGreaterThanOrEqual(45);
    expect(byEmployee.items.every((i) => i.employeeName === name)).toBe(true);
  });
});
