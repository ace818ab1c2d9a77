import type pg from 'pg';
import { type LoadResult, listScenarios } from './load';
import { cursorAfter20000, timedLoad, benchAs } from './bench-database';
import { expectFullPage } from './graphql-client';

// The fields the support page asks for (its SupportTicketFields).
const LIST = `query ($filter: TicketFilter, $after: String) { support { list(filter: $filter, after: $after) {
  nodes { _id number merchantId businessName subject category priority status requesterId requesterName
    assigneeId assigneeName aboutKind aboutId aboutCode mergedIntoId mergedIntoNumber firstResponseDueAt
    resolutionDueAt firstRespondedAt resolvedAt closedAt overdue messageCount lastActivityAt createdAt }
  endCursor hasNextPage } } }`;
const TICKETS = 100_000;
// Words of the subjects, but of no one subject: the trigram index holds each of them thousands
// of times, and no ticket matches.
const NOTHING = 'printer on the tablet';
const TOPICS = [
  'The printer does not print receipts',
  'Cannot sign in on the tablet',
  'The invoice total looks wrong',
  'A coupon scan fails',
  'Our offer is not in the marketplace',
  'A question about our plan',
  'The app is slow in the evening',
  'The export to CSV is empty',
];

/**
 * 100,000 tickets of one business over two years, one every ten minutes, numbered after the
 * demo's: a tenth new or open (and so overdue by now), the rest pending, resolved or closed;
 * most assigned to the provider's admin, one in fifty to its owner. Three in four have a thread
 * of one to three messages, the third an internal note.
 */
export async function seedTickets(client: pg.Client, merchantId: string) {
  await client.query(
    `with rq as (select array_agg(employee_id order by employee_id) as a from memberships where merchant_id = $1),
       ag as (select array_agg(e.id order by e.email) as a from employees e
         where e.email in ('admin@demo.test', 'su@demo.test')),
       n as (select coalesce(max(number), 0) as n from support_tickets where merchant_id = $1)
     insert into support_tickets (merchant_id, number, subject, category, priority, status,
       requester_id, assignee_id, first_response_due_at, resolution_due_at, first_responded_at,
       resolved_at, closed_at, last_activity_at, created_at)
     select $1, n.n + g, ($3::text[])[1 + g % cardinality($3::text[])] || ' (ref ' || g || ')',
       (array['account', 'billing', 'coupons', 'marketplace', 'technical', 'other'])[1 + (g / 3) % 6],
       (array['low', 'normal', 'normal', 'high', 'urgent'])[1 + (g / 7) % 5],
       (array['new', 'open', 'pending', 'resolved', 'closed', 'closed', 'closed', 'closed', 'closed',
         'closed', 'closed', 'closed', 'closed', 'closed', 'closed', 'closed', 'closed', 'closed',
         'closed', 'closed'])[1 + g % 20],
       rq.a[1 + g % cardinality(rq.a)],
       case when g % 20 = 0 then null when g % 50 = 7 then ag.a[2] else ag.a[1] end,
       at + interval '4 hours', at + interval '3 days',
       case when g % 20 <> 0 then at + interval '1 hour' end,
       case when g % 20 >= 3 then at + interval '1 day' end,
       case when g % 20 >= 4 then at + interval '8 days' end,
       at + interval '2 hours', at
     from generate_series(1, $2) g, rq, ag, n,
       lateral (select timestamptz '2024-12-01 08:00+00' + g * interval '10 minutes' as at) t`,
    [merchantId, TICKETS, TOPICS],
  );
  await client.query(
    `insert into ticket_messages (ticket_id, author_id, body, internal, from_provider, created_at)
     select t.id, case when k = 1 then t.requester_id else t.assignee_id end,
       'Message ' || k || ' on ticket ' || t.number, k = 3, k > 1, t.created_at + k * interval '20 minutes'
     from support_tickets t, generate_series(1, 3) k
     where t.merchant_id = $1 and t.subject like '%(ref %' and k <= t.number % 4
       and (k = 1 or t.assignee_id is not null)`,
    [merchantId],
  );
  await client.query('vacuum analyze support_tickets, ticket_messages');
}

/**
 * The support tickets list at 100,000 tickets of one business: as its own staff see it, and as
 * the provider's staff do, across every business, with each of the page's filters.
 */
export async function supportBench(
  url: string,
  databaseUrl: string,
  historyFirstPage: LoadResult | null,
): Promise<void> {
  const after = await benchAs(url, databaseUrl, 'exec@demo.test', async (exec, client) => {
    await timedLoad(`${TICKETS.toLocaleString('en')} support tickets`, () =>
      seedTickets(client, exec.merchantId),
    );
    const after = await cursorAfter20000(
      client,
      'support_tickets',
      'last_activity_at',
      exec.merchantId,
    );
    await expectFullPage(url, exec.token, LIST, { after }, 'deep tickets page');
    await listScenarios(
      `Support tickets at ${TICKETS.toLocaleString('en')} tickets of one business, as its staff see them, on PostgreSQL`,
      url,
      exec.token,
      LIST,
      [
        ['first page', {}],
        ['open', { filter: { status: 'open' } }],
        ['page after row 20,000', { after }],
        ['search a subject', { filter: { search: 'ref 4242' } }],
        ['search, matching nothing', { filter: { search: NOTHING } }],
      ],
      historyFirstPage,
    );
    return after;
  });
  await benchAs(
    url,
    databaseUrl,
    'admin@demo.test',
    async (admin, client) => {
      const { rows } = await client.query<{ id: string }>(
        `select id from employees where email = 'su@demo.test'`,
      );
      await listScenarios(
        `Support tickets at ${TICKETS.toLocaleString('en')} tickets of one business, as the provider's staff see every business's, on PostgreSQL`,
        url,
        admin.token,
        LIST,
        [
          ['first page', {}],
          ['urgent and open', { filter: { status: 'open', priority: 'urgent' } }],
          ['billing', { filter: { category: 'billing' } }],
          ['assigned to one', { filter: { assigneeId: rows[0]!.id } }],
          ['overdue', { filter: { overdue: true } }],
          ['page after row 20,000', { after }],
          ['search a subject', { filter: { search: 'ref 4242' } }],
          ['search a number', { filter: { search: '#4242' } }],
          ['search, matching nothing', { filter: { search: NOTHING } }],
        ],
        historyFirstPage,
      );
    },
    'Demo Provider',
  );
}
