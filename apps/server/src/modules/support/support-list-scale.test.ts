import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { graphql } from '../../test/gql';
import { createHarness, DATABASE_KINDS, signInTo, type Harness } from '../../test/harness';
import { planOf } from '../../test/plan';
import { notificationPageStatement } from '../notification/notification.service';
import type { TicketFilter } from '../../test/gql/graphql';

const TICKETS = graphql(`
  query SupportListScale($filter: TicketFilter, $after: String) {
    support {
      list(filter: $filter, after: $after, first: 20) {
        nodes {
          _id
          number
          businessName
          requesterName
          assigneeName
          overdue
          messageCount
        }
        endCursor
        hasNextPage
      }
    }
  }
`);

const NOTIFICATIONS = graphql(`
  query NotificationListScale($unread: Boolean, $after: String) {
    notification {
      list(unread: $unread, after: $after, first: 20) {
        nodes {
          _id
          title
          isRead
        }
        endCursor
        hasNextPage
      }
      unreadCount
    }
  }
`);

// Enough rows that reading the tables whole costs the planner more than an index does.
const ROWS = 20_000;

describe.each(DATABASE_KINDS)('the support and notifications lists at scale on %s', (kind) => {
  let h: Harness;
  let exec: string;
  let admin: string;
  let execId: string;
  const tickets = async (token: string, filter: TicketFilter, after?: string | null) =>
    (await h.gql(TICKETS, { filter, after }, { token })).data!.support.list;
  const explain = (statement: ReturnType<typeof sql>) => planOf(h.database.db, statement);
  // The ids of the tickets a condition selects, newest activity first, as the list orders them.
  const truth = async (where: ReturnType<typeof sql>) =>
    rowsOf<{ id: string }>(
      await h.database.db.execute(sql`select t.id from support_tickets t where ${where}
        order by t.last_activity_at desc, t.id desc`),
    ).map((row) => row.id);

  beforeAll(async () => {
    h = await createHarness(kind);
    const signedIn = await signInTo(h, 'exec@demo.test', h.merchants.aroma);
    exec = signedIn.token;
    execId = signedIn.employeeId;
    admin = (await signInTo(h, 'admin@demo.test', h.merchants.provider)).token;
    const { db } = h.database;
    // Aroma Cafe's tickets, one an hour, numbered after the demo's; every seventh is Blue Bay's.
    await db.execute(sql`
      insert into support_tickets (merchant_id, number, subject, category, priority, status,
        requester_id, assignee_id, first_response_due_at, resolution_due_at, first_responded_at,
        last_activity_at, created_at)
      select case when g % 7 = 0 then ${h.merchants.blueBay}::uuid else ${h.merchants.aroma}::uuid end,
        1000 + g, 'Scale subject ' || g || case when g % 5 = 0 then ' printer' else '' end,
        (array['account', 'billing', 'coupons', 'technical'])[1 + g % 4],
        (array['low', 'normal', 'high', 'urgent'])[1 + (g / 4) % 4],
        (array['new', 'open', 'pending', 'resolved', 'closed'])[1 + (g / 16) % 5],
        ${execId}, case when g % 3 = 0 then (select id from employees where email = 'admin@demo.test') end,
        at + interval '4 hours', at + case when g % 11 = 0 then interval '10 years' else interval '3 days' end,
        case when g % 2 = 0 then at + interval '1 hour' end, at + interval '2 hours', at
      from generate_series(1, ${ROWS}) g,
        lateral (select timestamptz '2023-01-01 08:00+00' + g * interval '1 hour' as at) t`);
    // Up to three messages a ticket, the third an internal note the business never counts.
    await db.execute(sql`
      insert into ticket_messages (ticket_id, author_id, body, internal, from_provider)
      select t.id, ${execId}, 'Scale message ' || k, k = 3, k = 3
      from support_tickets t, generate_series(1, 3) k
      where t.subject like 'Scale subject %' and k <= t.number % 4`);
    await db.execute(sql`
      insert into notifications (employee_id, merchant_id, kind, params, link, read_at)
      select ${execId}, ${h.merchants.aroma}, 'low_stock',
        jsonb_build_object('product', 'Scale product ' || g, 'quantity', 1, 'threshold', 5),
        '/marketplace/products', case when g % 9 <> 0 then now() end
      from generate_series(1, ${ROWS}) g`);
    await db.execute(sql`vacuum analyze support_tickets, ticket_messages, notifications`);
  }, 180_000);
  afterAll(() => h?.close());

  it("pages a business's tickets newest first, counting the messages it may see", async () => {
    const expected = await truth(sql`t.merchant_id = ${h.merchants.aroma}`);
    const first = await tickets(exec, {});
    expect(first.nodes.map((t) => t._id)).toEqual(expected.slice(0, 20));
    const second = await tickets(exec, {}, first.endCursor);
    expect(second.nodes.map((t) => t._id)).toEqual(expected.slice(20, 40));
    const counts = rowsOf<{ id: string; n: number; all: number }>(
      await h.database.db.execute(sql`
        select ticket_id as id, count(*) filter (where not internal)::int as n, count(*)::int as all
        from ticket_messages group by 1`),
    );
    const visible = new Map(counts.map((c) => [c.id, Number(c.n)]));
    for (const t of [...first.nodes, ...second.nodes])
      expect(t.messageCount, t._id).toBe(visible.get(t._id) ?? 0);
    const withNotes = (await tickets(admin, {})).nodes;
    const all = new Map(counts.map((c) => [c.id, Number(c.all)]));
    for (const t of withNotes) expect(t.messageCount, t._id).toBe(all.get(t._id) ?? 0);
    const loaded = first.nodes.filter((t) => t.number > 1000);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.every((t) => t.requesterName === 'Elena Executive')).toBe(true);
  });

  it("filters every business's tickets for the provider's staff as the rows say", async () => {
    const cases: [TicketFilter, ReturnType<typeof sql>][] = [
      [{ status: 'open', priority: 'urgent' }, sql`t.status = 'open' and t.priority = 'urgent'`],
      [{ category: 'billing' }, sql`t.category = 'billing'`],
      [{ merchantId: h.merchants.blueBay }, sql`t.merchant_id = ${h.merchants.blueBay}`],
      [
        { overdue: true },
        sql`t.status in ('new', 'open') and ((t.first_responded_at is null
          and t.first_response_due_at < now()) or t.resolution_due_at < now())`,
      ],
      [{ search: 'subject 1234' }, sql`t.subject ilike '%subject 1234%'`],
      [{ search: 'printer', status: 'new' }, sql`t.subject ilike '%printer%' and t.status = 'new'`],
      [{ search: '#1234' }, sql`t.number = 1234`],
      // Texts of several words, found by their words (in order) and checked whole.
      [{ search: 'subject 125 printer' }, sql`t.subject ilike '%subject 125 printer%'`],
      [
        { search: '0 PRINTER', status: 'new' },
        sql`t.subject ilike '%0 printer%' and t.status = 'new'`,
      ],
      [{ search: 'Scale subject 1234' }, sql`t.subject ilike '%scale subject 1234%'`],
    ];
    for (const [filter, where] of cases) {
      const expected = await truth(where);
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      const first = await tickets(admin, filter);
      expect(
        first.nodes.map((t) => t._id),
        JSON.stringify(filter),
      ).toEqual(expected.slice(0, 20));
      expect(first.hasNextPage).toBe(expected.length > 20);
      if (expected.length <= 20) continue;
      const next = await tickets(admin, filter, first.endCursor);
      expect(
        next.nodes.map((t) => t._id),
        JSON.stringify(filter),
      ).toEqual(expected.slice(20, 40));
    }
    const [agent] = rowsOf<{ id: string }>(
      await h.database.db.execute(sql`select id from employees where email = 'admin@demo.test'`),
    );
    const assigned = await tickets(admin, { assigneeId: agent!.id });
    expect(assigned.nodes.map((t) => t._id)).toEqual(
      (await truth(sql`t.assignee_id = ${agent!.id}`)).slice(0, 20),
    );
    expect(assigned.nodes.every((t) => t.assigneeName === 'Andreas Admin')).toBe(true);
    // An agent with few tickets or none: their own index, newest first.
    const [few] = rowsOf<{ id: string }>(
      await h.database.db.execute(sql`select id from employees where email = 'su@demo.test'`),
    );
    expect((await tickets(admin, { assigneeId: few!.id })).nodes.map((t) => t._id)).toEqual(
      (await truth(sql`t.assignee_id = ${few!.id}`)).slice(0, 20),
    );
    expect(
      await explain(sql`select t.id from support_tickets t where t.assignee_id = ${few!.id}
        order by t.last_activity_at desc, t.id desc limit 21`),
    ).toContain('support_tickets_assignee_idx');
    expect((await tickets(admin, { overdue: true })).nodes.every((t) => t.overdue)).toBe(true);
    // The business's staff search their own tickets alone.
    const own = await tickets(exec, { search: '#1007' });
    expect(own.nodes).toEqual([]);
  });

  it('pages a search that matches nothing, few tickets or many, as the rows say', async () => {
    const all = async (token: string, filter: TicketFilter) => {
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Awaited<ReturnType<typeof tickets>> = await tickets(token, filter, after);
        seen.push(...page.nodes.map((t) => t._id));
        if (!page.hasNextPage) return seen;
        after = page.endCursor;
      }
    };
    for (const token of [admin, exec]) {
      const none = await tickets(token, { search: 'no such subject' });
      expect(none.nodes).toEqual([]);
      expect(none.hasNextPage).toBe(false);
    }
    // Words in thousands of subjects, but in another order or apart.
    for (const search of ['printer subject', 'subject printer', 'scale 125 subject'])
      expect((await tickets(admin, { search })).nodes, search).toEqual([]);
    // Rare: 222 new tickets, found from the trigram index and sorted; common: 1,111 tickets,
    // more than the matches a page sorts, read from the newest-first index.
    const rare = sql`t.subject ilike '%subject 12%' and t.status = 'new'`;
    expect((await truth(rare)).length).toBeLessThan(1000);
    expect(await all(admin, { search: 'subject 12', status: 'new' })).toEqual(await truth(rare));
    const common = await truth(sql`t.subject ilike '%subject 12%'`);
    expect(common.length).toBeGreaterThan(1000);
    const first = await tickets(admin, { search: 'subject 12' });
    expect(first.nodes.map((t) => t._id)).toEqual(common.slice(0, 20));
    expect(
      (await tickets(admin, { search: 'subject 12' }, first.endCursor)).nodes.map((t) => t._id),
    ).toEqual(common.slice(20, 40));
    // One ticket by its number, and one page of a business's own after the first.
    expect((await tickets(admin, { search: '#1234' })).nodes.map((t) => t.number)).toContain(1234);
    expect(await all(exec, { search: 'subject 12', category: 'billing' })).toEqual(
      await truth(sql`t.subject ilike '%subject 12%' and t.category = 'billing'
        and t.merchant_id = ${h.merchants.aroma}`),
    );
    expect(
      await explain(sql`select t.id, t.last_activity_at from support_tickets t
        where t.subject ilike ${'%no such subject%'} limit 1001`),
    ).toContain('support_tickets_subject_trgm_idx');
  });

  it('pages a search too short for the trigram index window by window, each match once', async () => {
    // Nothing has "zz": each page reads 2,000 tickets and says there may be more until the last.
    const first = await tickets(admin, { search: 'zz' });
    expect(first.nodes).toEqual([]);
    expect(first.hasNextPage).toBe(true);
    let pages = 0;
    const walked = async (filter: TicketFilter) => {
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Awaited<ReturnType<typeof tickets>> = await tickets(admin, filter, after);
        pages++;
        expect(page.nodes.length).toBeLessThanOrEqual(20);
        seen.push(...page.nodes.map((t) => t._id));
        if (!page.hasNextPage) return seen;
        after = page.endCursor;
      }
    };
    expect(await walked({ search: 'zz' })).toEqual([]);
    expect(pages).toBe(Math.ceil((await truth(sql`true`)).length / 2000));
    // A short number's subjects and ticket, window by window; the ticket with a number written as
    // such on the first page, wherever it is in the order; and a common short text.
    const seven = await truth(sql`(t.subject ilike '%7%' or t.number = 7)`);
    expect(seven.length).toBeGreaterThan(20);
    expect(await walked({ search: '7' })).toEqual(seven);
    const one = await truth(sql`t.number = 1`);
    expect(one.length).toBeGreaterThan(0);
    const numbered = await tickets(admin, { search: '#1' });
    expect(numbered.nodes.map((t) => t._id)).toEqual(one);
    expect(numbered.hasNextPage).toBe(false);
    const common = await truth(sql`t.subject ilike '%ri%'`);
    const page = await tickets(admin, { search: 'ri' });
    expect(page.nodes.map((t) => t._id)).toEqual(common.slice(0, 20));
    expect(
      (await tickets(admin, { search: 'ri' }, page.endCursor)).nodes.map((t) => t._id),
    ).toEqual(common.slice(20, 40));
  });

  it('finds a subject through its trigram index and a number through its own', async () => {
    const plan = await explain(
      sql`select id from support_tickets t where t.subject ilike ${'%subject 1234%'} or t.number = 1234`,
    );
    expect(plan).toContain('support_tickets_subject_trgm_idx');
    expect(plan).toContain('support_tickets_number_idx');
  });

  // The list's statement is prepared on each connection; another process's migration adding a
  // column (a rolling deploy) must not break it.
  it('answers the same pages after a column is added to the tickets', async () => {
    // More requests than the pool has connections, so that every connection prepared them.
    const pages = () => Promise.all(Array.from({ length: 12 }, () => tickets(admin, {})));
    const before = await pages();
    await h.database.db.execute(sql`alter table support_tickets add column scale_probe integer`);
    try {
      expect(await pages()).toEqual(before);
    } finally {
      await h.database.db.execute(sql`alter table support_tickets drop column scale_probe`);
    }
  });

  it("pages a person's notifications, the unread alone, and counts them up to the badge's cap", async () => {
    const ids = async (where: ReturnType<typeof sql>) =>
      rowsOf<{ id: string }>(
        await h.database.db.execute(sql`select n.id::text as id from notifications n
          where employee_id = ${execId} ${where} order by n.id desc`),
      ).map((row) => row.id);
    for (const unread of [null, true, false]) {
      const expected = await ids(
        unread === null ? sql`` : unread ? sql`and read_at is null` : sql`and read_at is not null`,
      );
      const list = async (after?: string | null) =>
        (await h.gql(NOTIFICATIONS, { unread, after }, { token: exec })).data!.notification;
      const first = await list();
      expect(first.list.nodes.map((n) => n._id)).toEqual(expected.slice(0, 20));
      const next = await list(first.list.endCursor);
      expect(next.list.nodes.map((n) => n._id)).toEqual(expected.slice(20, 40));
      if (unread !== null) expect(first.list.nodes.every((n) => n.isRead === !unread)).toBe(true);
      expect(first.unreadCount).toBe(100);
    }
  });
  it('reads a page of read or of unread notifications from its own index', async () => {
    // A thousand unread notifications newer than all the others, as a day of overdue invoices
    // leaves: the read page is still read from the read ones alone, not past the unread.
    await h.database.db.execute(sql`
      insert into notifications (employee_id, merchant_id, kind, params, link)
      select ${execId}, ${h.merchants.aroma}, 'low_stock', '{}'::jsonb, '/marketplace/products'
      from generate_series(1, 1000) g`);
    await h.database.db.execute(sql`vacuum analyze notifications`);
    for (const [unread, index] of [
      [false, 'notifications_read_idx'],
      [true, 'notifications_unread_idx'],
      [null, 'notifications_employee_idx'],
    ] as const) {
      const plan = await planOf(h.database.db, notificationPageStatement(execId, unread, null, 21));
      expect(plan).toContain(`Index Only Scan Backward using ${index}`);
    }
    await h.database.db.execute(
      sql`delete from notifications where employee_id = ${execId} and params = '{}'::jsonb`,
    );
  });
});
