import type pg from 'pg';
import { encodeCursor } from '../apps/server/src/graphql/pagination';
import { type LoadResult, listScenarios } from './load';
import { timedLoad, benchAs } from './bench-database';
import { expectFullPage } from './graphql-client';

// The fields the notifications page asks for (its NotificationFields).
const LIST = `query ($unread: Boolean, $after: String) { notification { list(unread: $unread, after: $after, language: "en") {
  nodes { _id kind title body link isRead createdAt } endCursor hasNextPage } } }`;
const NOTIFICATIONS = 100_000;

/**
 * 100,000 notifications of one person over two years, one every ten minutes, of three kinds;
 * one in ten still unread.
 */
export async function seedNotifications(client: pg.Client, employeeId: string, merchantId: string) {
  await client.query(
    `insert into notifications (employee_id, merchant_id, kind, params, link, read_at, created_at)
     select $1, $2, k.kind, k.params, k.link,
       case when g % 10 <> 0 then at + interval '1 hour' end, at
     from generate_series(1, $3) g,
       lateral (select timestamptz '2024-12-01 08:00+00' + g * interval '10 minutes' as at) t,
       lateral (select * from (values
         (0, 'ticket_reply', jsonb_build_object('number', g, 'subject', 'Bench ticket ' || g), '/support'),
         (1, 'invoice_overdue', jsonb_build_object('number', 'INV-' || g, 'customer', 'Bench customer',
           'total', '€12.00', 'dueDate', '2025-01-01'), '/accounting/invoices'),
         (2, 'low_stock', jsonb_build_object('product', 'Bench product ' || g % 500, 'quantity', 2,
           'threshold', 5), '/marketplace/products')) v(n, kind, params, link)
         where v.n = g % 3) k`,
    [employeeId, merchantId, NOTIFICATIONS],
  );
  await client.query('vacuum analyze notifications');
}

/** The notifications list of one person with 100,000 notifications. */
export async function notificationBench(
  url: string,
  databaseUrl: string,
  historyFirstPage: LoadResult | null,
): Promise<void> {
  await benchAs(url, databaseUrl, 'exec@demo.test', async (exec, client) => {
    const { rows: people } = await client.query<{ id: string }>(
      `select id from employees where email = 'exec@demo.test'`,
    );
    const employeeId = people[0]!.id;
    await timedLoad(`${NOTIFICATIONS.toLocaleString('en')} notifications`, () =>
      seedNotifications(client, employeeId, exec.merchantId),
    );
    const { rows } = await client.query<{ id: string }>(
      `select id::text from notifications where employee_id = $1 order by id desc offset 20000 limit 1`,
      [employeeId],
    );
    const after = encodeCursor([rows[0]!.id]);
    await expectFullPage(url, exec.token, LIST, { after }, 'deep notifications page');
    await listScenarios(
      `Notifications at ${NOTIFICATIONS.toLocaleString('en')} of one person on PostgreSQL`,
      url,
      exec.token,
      LIST,
      [
        ['first page', {}],
        ['unread only', { unread: true }],
        ['read only', { unread: false }],
        ['page after row 20,000', { after }],
        ['unread after row 20,000', { unread: true, after }],
      ],
      historyFirstPage,
    );
  });
}
