import type pg from 'pg';
import { type LoadResult, listScenarios } from './load';
import { cursorAfter20000, timedLoad, benchAs } from './bench-database';
import { expectFullPage } from './graphql-client';

// The fields the audit page asks for.
const LIST = `query ($filter: AuditFilter, $after: String) { audit { list(filter: $filter, after: $after) {
  items { id at employeeName businessName action objectId changes fieldChanges { field before after } outcome address }
  totalCount totalCountIsExact endCursor hasNextPage } } }`;
const ENTRIES = 100_000;
const ACTIONS = [
  'product.update',
  'sale.record',
  'invoice.post',
  'customer.update',
  'offer.create',
];

/**
 * 100,000 entries of one business's trail over two years, one every ten minutes, by its staff.
 * Their hashes are stand-ins: the list does not read the chain (audit-verify-cli does).
 */
export async function seedAudit(client: pg.Client, merchantId: string) {
  await client.query(
    `with em as (select array_agg(employee_id order by employee_id) as a from memberships where merchant_id = $1)
     insert into audit_log (at, employee_id, merchant_id, action, object_id, changes, field_changes,
       outcome, address, prev_hash, hash)
     select timestamptz '2024-12-01 08:00+00' + g * interval '10 minutes', em.a[1 + g % cardinality(em.a)], $1,
       ($3::text[])[1 + g % cardinality($3::text[])], md5('object ' || (g % 20000)),
       jsonb_build_object('input', jsonb_build_object('price', g % 1000, 'name', 'Bench ' || g)),
       jsonb_build_object('price', jsonb_build_object('before', g % 1000, 'after', g % 1000 + 50)),
       case when g % 40 = 0 then 'FORBIDDEN' else 'PRODUCT_SAVED' end, '10.0.' || (g % 250) || '.1',
       md5('bench audit ' || (g - 1)), md5('bench audit ' || g)
     from generate_series(1, $2) g, em`,
    [merchantId, ENTRIES, ACTIONS],
  );
  await client.query('vacuum analyze audit_log');
}

/** The audit trail at 100,000 entries of one business. */
export async function auditBench(
  url: string,
  databaseUrl: string,
  historyFirstPage: LoadResult | null,
): Promise<void> {
  await benchAs(url, databaseUrl, 'exec@demo.test', async (exec, client) => {
    await timedLoad(`${ENTRIES.toLocaleString('en')} audit entries`, () =>
      seedAudit(client, exec.merchantId),
    );
    const after = await cursorAfter20000(client, 'audit_log', 'at', exec.merchantId);
    const object = (
      await client.query<{ object_id: string }>(
        `select object_id from audit_log where merchant_id = $1 and action = 'invoice.post'
          order by id limit 1 offset 500`,
        [exec.merchantId],
      )
    ).rows[0]!.object_id;
    await expectFullPage(url, exec.token, LIST, { after }, 'deep audit page');
    await listScenarios(
      `Audit trail at ${ENTRIES.toLocaleString('en')} entries of one business on PostgreSQL (with totalCount, exact up to 1,000)`,
      url,
      exec.token,
      LIST,
      [
        ['first page', {}],
        ['7 months', { filter: { from: '2025-03-01', to: '2025-09-30' } }],
        ['page after row 20,000', { after }],
        ['search an operation', { filter: { search: 'invoice.post' } }],
        ['search an object id', { filter: { search: object.slice(0, 12) } }],
      ],
      historyFirstPage,
    );
  });
}
