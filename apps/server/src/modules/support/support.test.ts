import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql';
import { MESSAGES } from '@back-office/domain/messages';
import { englishText } from '@back-office/domain/message-catalogue';
import { maxLengthMessage } from '@back-office/domain/schemas/fields';
import { SUPPORT_MESSAGES } from '@back-office/domain/support';
import { rowsOf } from '../../db/rows';
import { advanceClock, now, resetClock } from '../../jobs/clock';
import { closeResolvedTicketsJob } from './support.service';
import { standingConditionsJob } from '../notification/standing-conditions.service';
import { createHarness, DATABASE_KINDS, decodeJwt, type Harness } from '../../test/harness';
import { SERVER_CONNECTIONS, startServer } from '../../test/server-process';
import { onlyField } from '../../test/only-field';
import { signInEveryRole, type Callers } from '../../test/sessions';
import type {
  SupportListQuery,
  SupportNotificationAddedSubscription,
  SupportNotificationsQueryVariables,
  TicketInput,
  TypedDocumentString,
} from '../../test/gql/graphql';

// A graphql-transport-ws message: `next` carries the subscription's answer.
interface WsMessage {
  type: string;
  payload?: { data?: SupportNotificationAddedSubscription };
}

graphql(`
  fragment SupportTicketTestFields on SupportTicket {
    _id
    number
    merchantId
    status
    priority
    subject
    aboutKind
    aboutCode
    category
    requesterId
    assigneeId
    mergedIntoId
    mergedIntoNumber
    firstResponseDueAt
    resolutionDueAt
    overdue
    messageCount
  }
`);
const OPEN = graphql(`
  mutation SupportOpen($input: TicketInput!) {
    support {
      open(input: $input) {
        success
        message
        ticket {
          ...SupportTicketTestFields
        }
      }
    }
  }
`);
const REPLY = graphql(`
  mutation SupportReply($input: TicketReplyInput!) {
    support {
      reply(input: $input) {
        success
        message
        ticket {
          ...SupportTicketTestFields
        }
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation SupportUpdate($input: TicketUpdateInput!) {
    support {
      update(input: $input) {
        success
        message
        ticket {
          ...SupportTicketTestFields
        }
      }
    }
  }
`);
const MERGE = graphql(`
  mutation SupportMerge($id: ID!, $intoId: ID!) {
    support {
      merge(id: $id, intoId: $intoId) {
        success
        message
        ticket {
          ...SupportTicketTestFields
        }
      }
    }
  }
`);
const GET = graphql(`
  query SupportGet($id: ID!) {
    support {
      get(id: $id) {
        canReply
        canManage
        ticket {
          ...SupportTicketTestFields
        }
        messages {
          body
          internal
          fromProvider
          attachments {
            _id
            url
          }
        }
        events {
          event
          detail
        }
      }
    }
  }
`);
const LIST = graphql(`
  query SupportList($filter: TicketFilter, $first: Int, $after: String) {
    support {
      list(filter: $filter, first: $first, after: $after) {
        nodes {
          ...SupportTicketTestFields
        }
        endCursor
        hasNextPage
      }
    }
  }
`);
const AGENTS = graphql(`
  query SupportAgents {
    support {
      agents {
        _id
        name
      }
    }
  }
`);
const NOTIFICATIONS = graphql(`
  query SupportNotifications($unread: Boolean, $language: String) {
    notification {
      list(unread: $unread, language: $language, first: 50) {
        nodes {
          _id
          kind
          title
          body
          link
          isRead
        }
      }
      unreadCount
    }
  }
`);
const SINCE = graphql(`
  query SupportSince($afterId: ID!) {
    notification {
      since(afterId: $afterId) {
        _id
        kind
        title
      }
    }
  }
`);
const MARK_ALL = graphql(`
  mutation SupportMarkAll {
    notification {
      markAllRead {
        success
        message
        unread
      }
    }
  }
`);
const HOUR = 3_600_000;
// Shared with the second server process of the cross-process test, which must accept its tokens.
const JWT_SECRET = 'support-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

describe.each(DATABASE_KINDS)('support tickets and notifications on %s', (kind) => {
  let h: Harness;
  let callers: Callers;
  const token = (role: Parameters<Callers['token']>[0]) => callers.token(role)!;
  const db = () => h.database.db;
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(query));

  async function ask<R, V>(query: TypedDocumentString<R, V>, variables: V, as: string) {
    const res = await h.gql(query, variables, { token: as });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return onlyField(res.data!);
  }
  // The list, not the unread count the same document also asks for.
  async function notifications(variables: SupportNotificationsQueryVariables, as: string) {
    const res = await h.gql(NOTIFICATIONS, variables, { token: as });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data!.notification.list;
  }
  async function refusal<R, V>(query: TypedDocumentString<R, V>, variables: V, as: string) {
    const res = await h.gql(query, variables, { token: as });
    expect(res.errors?.[0], JSON.stringify(res.data)).toBeDefined();
    return { code: res.errors![0]!.extensions?.code, message: res.errors![0]!.message };
  }
  const open = (
    input: Partial<TicketInput> & Pick<TicketInput, 'subject'>,
    as = token('CASHIER'),
  ) =>
    ask(
      OPEN,
      { input: { category: 'technical', priority: 'normal', message: 'It fails.', ...input } },
      as,
    );
  const upload = (body: Buffer, as: string, name = 'photo.png') =>
    h.app.inject({
      method: 'POST',
      url: `/support/attachments?name=${encodeURIComponent(name)}`,
      headers: { authorization: `Bearer ${as}`, 'content-type': 'application/octet-stream' },
      payload: body,
    });

  beforeAll(async () => {
    h = await createHarness(kind, { JWT_SECRET });
    callers = await signInEveryRole(h);
  }, 120_000);
  afterAll(() => h?.close());
  afterEach(() => {
    resetClock();
  });

  it('a cashier reports a failed scan; the admin replies and notes; the cashier never gets the note', async () => {
    const [scan] = await rows<{ id: string; outcome: string }>(
      sql`select id, outcome from scans where merchant_id = ${h.merchants.aroma} and outcome <> 'REDEEMED' limit 1`,
    );
    const picture = await upload(PNG, token('CASHIER'));
    expect(picture.statusCode).toBe(201);
    const opened = await open({
      subject: 'The coupon was refused',
      category: 'coupons',
      about: { kind: 'scan', id: String(scan!.id) },
      attachmentIds: [picture.json().id],
    });
    expect(opened).toMatchObject({ success: true, message: SUPPORT_MESSAGES.ticketOpened });
    const ticket = opened.ticket!;
    expect(ticket).toMatchObject({ status: 'new', aboutKind: 'scan', aboutCode: scan!.outcome });
    // The demo's Aroma tickets are 1–4: numbering continues without a gap.
    expect(ticket.number).toBe(5);

    const admin = token('ADMIN');
    const note = await upload(PNG, admin, 'internal.png');
    await ask(REPLY, { input: { ticketId: ticket._id, message: 'We are on it.' } }, admin);
    await ask(
      REPLY,
      {
        input: {
          ticketId: ticket._id,
          message: 'Their camera firmware is old.',
          internal: true,
          attachmentIds: [note.json().id],
        },
      },
      admin,
    );

    const staff = await ask(GET, { id: ticket._id }, admin);
    expect(staff!.canManage).toBe(true);
    expect(staff!.messages.map((m) => m.internal)).toEqual([false, false, true]);
    expect(staff!.ticket).toMatchObject({ status: 'open', messageCount: 3 });

    const own = await ask(GET, { id: ticket._id }, token('CASHIER'));
    expect(own!.canManage).toBe(false);
    expect(own!.messages.map((m) => m.body)).toEqual(['It fails.', 'We are on it.']);
    expect(own!.ticket.messageCount).toBe(2);
    expect(JSON.stringify(own)).not.toContain('firmware');
    // Nor through the audit trail their business's EXECUTIVE reads.
    const trail = (as: string) =>
      ask(
        graphql(`
          query SupportAuditTrail {
            audit {
              list(first: 100) {
                items {
                  action
                  changes
                }
              }
            }
          }
        `),
        {},
        as,
      );
    expect(JSON.stringify(await trail(admin))).toContain('firmware');
    expect(JSON.stringify(await trail(token('EXECUTIVE')))).not.toContain('firmware');
    const listed = await ask(LIST, { filter: { search: 'coupon was refused' } }, token('CASHIER'));
    expect(listed.nodes.map((t) => t.messageCount)).toEqual([2]);
    // Nor the note's file, nor a note written by a requester.
    const file = (id: string, as: string) =>
      h.app.inject({
        method: 'GET',
        url: `/support/attachments/${id}`,
        headers: { authorization: `Bearer ${as}` },
      });
    expect((await file(note.json().id, token('CASHIER'))).statusCode).toBe(404);
    expect((await file(note.json().id, admin)).statusCode).toBe(200);
    const shared = await file(picture.json().id, token('CASHIER'));
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['content-type']).toBe('image/png');
    expect(shared.rawPayload.equals(PNG)).toBe(true);
    expect(
      (
        await refusal(
          REPLY,
          { input: { ticketId: ticket._id, message: 'Me too', internal: true } },
          token('CASHIER'),
        )
      ).code,
    ).toBe('FORBIDDEN');

    // The cashier was told of the reply, not of the note; the mail went to their address.
    const told = await notifications({ unread: true }, token('CASHIER'));
    const reply = told.nodes.find((n) => n.link === `/support/${ticket._id}`);
    expect(reply).toMatchObject({
      kind: 'ticket_reply',
      title: `New reply on ticket #${ticket.number}`,
      isRead: false,
    });
    const greek = await notifications({ unread: true, language: 'el' }, token('CASHIER'));
    expect(greek.nodes[0]!.title).toContain('Νέα απάντηση');
    const mails = await rows<{ body: string; to_address: string }>(
      sql`select body, to_address from outbox where subject like ${`%[#${ticket.number}]%`}`,
    );
    expect(mails.map((m) => m.to_address)).toEqual(['cashier@demo.test']);
    expect(mails[0]!.body).toContain('We are on it.');
    expect(mails[0]!.body).not.toContain('firmware');

    const unread = (await h.gql(NOTIFICATIONS, {}, { token: token('CASHIER') })).data!.notification
      .unreadCount;
    expect(unread).toBeGreaterThan(0);
    expect(await ask(MARK_ALL, {}, token('CASHIER'))).toMatchObject({ success: true, unread: 0 });
    expect(
      (await h.gql(NOTIFICATIONS, {}, { token: token('CASHIER') })).data!.notification.unreadCount,
    ).toBe(0);
  });

  it("keeps each business's tickets to itself", async () => {
    const [blueBay] = await rows<{ id: string }>(
      sql`select id from support_tickets where merchant_id = ${h.merchants.blueBay} limit 1`,
    );
    expect(await ask(GET, { id: blueBay!.id }, token('CASHIER'))).toBeNull();
    const mine = await ask(LIST, { filter: { merchantId: h.merchants.blueBay } }, token('CASHIER'));
    expect(mine.nodes.every((t) => t.merchantId === h.merchants.aroma)).toBe(true);
    expect(
      (
        await refusal(
          REPLY,
          { input: { ticketId: blueBay!.id, message: 'Hello' } },
          token('CASHIER'),
        )
      ).message,
    ).toBe(SUPPORT_MESSAGES.ticketNotFound);
    const all = await ask(LIST, { filter: { merchantId: h.merchants.blueBay } }, token('ADMIN'));
    expect(all.nodes.length).toBeGreaterThan(0);
    expect(all.nodes.every((t) => t.merchantId === h.merchants.blueBay)).toBe(true);
    // Keyset pages of one: each ticket once, in order.
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: SupportListQuery['support']['list'] = await ask(
        LIST,
        { first: 1, after },
        token('EXECUTIVE'),
      );
      seen.push(...page.nodes.map((t) => t._id));
      after = page.endCursor;
    } while (after);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe((await ask(LIST, { first: 100 }, token('EXECUTIVE'))).nodes.length);
  });

  it("gives an EMPLOYEE their own tickets only, never a colleague's billing one", async () => {
    const [billing] = await rows<{ id: string; requester_id: string }>(
      sql`select id, requester_id from support_tickets
        where merchant_id = ${h.merchants.aroma} and category = 'billing' limit 1`,
    );
    const employeeId = decodeJwt(token('EMPLOYEE')).sub;
    expect(billing!.requester_id).not.toBe(employeeId);
    // The business's EXECUTIVE reads every ticket of it, the billing one included.
    const business = await ask(LIST, { first: 100 }, token('EXECUTIVE'));
    expect(business.nodes.map((t) => t._id)).toContain(billing!.id);
    expect(await ask(GET, { id: billing!.id }, token('EXECUTIVE'))).not.toBeNull();

    expect((await ask(LIST, { first: 100 }, token('EMPLOYEE'))).nodes).toEqual([]);
    expect(await ask(GET, { id: billing!.id }, token('EMPLOYEE'))).toBeNull();
    expect(
      (
        await refusal(
          REPLY,
          { input: { ticketId: billing!.id, message: 'Let me see' } },
          token('EMPLOYEE'),
        )
      ).message,
    ).toBe(SUPPORT_MESSAGES.ticketNotFound);

    const own = await open({ subject: 'My till login', category: 'account' }, token('EMPLOYEE'));
    const listed = await ask(LIST, { first: 100 }, token('EMPLOYEE'));
    expect(listed.nodes.map((t) => t._id)).toEqual([own.ticket!._id]);
    expect(listed.nodes[0]!.requesterId).toBe(employeeId);
    expect((await ask(GET, { id: own.ticket!._id }, token('EMPLOYEE')))?.ticket._id).toBe(
      own.ticket!._id,
    );
    // A colleague of another role sees neither the EMPLOYEE's ticket nor the billing one.
    const cashiers = await ask(LIST, { first: 100 }, token('CASHIER'));
    expect(cashiers.nodes.every((t) => t.requesterId === decodeJwt(token('CASHIER')).sub)).toBe(
      true,
    );
    expect(cashiers.nodes.map((t) => t._id)).not.toContain(own.ticket!._id);
  });

  it('moves the due times by the time a ticket waits on its requester', async () => {
    const admin = token('ADMIN');
    const ticket = (await open({ subject: 'Urgent: card payments fail', priority: 'urgent' }))
      .ticket!;
    const openedAt = Date.parse(ticket.firstResponseDueAt) - HOUR;
    expect(Date.parse(ticket.resolutionDueAt) - openedAt).toBe(8 * HOUR);
    expect(ticket.overdue).toBe(false);
    advanceClock(2 * HOUR);
    const late = await ask(LIST, { filter: { overdue: true, search: 'card payments' } }, admin);
    expect(late.nodes.map((t) => t._id)).toEqual([ticket._id]);

    await ask(REPLY, { input: { ticketId: ticket._id, message: 'Which terminal?' } }, admin);
    const paused = await ask(UPDATE, { input: { ticketId: ticket._id, status: 'pending' } }, admin);
    expect(paused.ticket).toMatchObject({ status: 'pending', overdue: false });
    advanceClock(10 * HOUR);
    // Waiting on the requester is never overdue.
    expect((await ask(GET, { id: ticket._id }, admin))!.ticket.overdue).toBe(false);
    const answered = await ask(
      REPLY,
      { input: { ticketId: ticket._id, message: 'The one by the door.' } },
      token('CASHIER'),
    );
    expect(answered.ticket!.status).toBe('open');
    const moved = Date.parse(answered.ticket!.resolutionDueAt) - Date.parse(ticket.resolutionDueAt);
    expect(Math.abs(moved - 10 * HOUR)).toBeLessThan(5_000);
    // 12 h after opening, 10 of them paused: 2 h of the 8 h used, not overdue.
    expect(answered.ticket!.overdue).toBe(false);

    const lowered = await ask(UPDATE, { input: { ticketId: ticket._id, priority: 'low' } }, admin);
    expect(
      Date.parse(lowered.ticket!.resolutionDueAt) - Date.parse(answered.ticket!.resolutionDueAt),
    ).toBe(160 * HOUR);
  });

  it('merges a duplicate into a ticket of the same business only', async () => {
    const admin = token('ADMIN');
    const first = (await open({ subject: 'Receipts print twice' })).ticket!;
    const duplicate = (await open({ subject: 'Receipt printed two times' })).ticket!;
    const [other] = await rows<{ id: string }>(
      sql`select id from support_tickets where merchant_id = ${h.merchants.blueBay} limit 1`,
    );
    const mergeRefusal = (id: string, intoId: string) =>
      refusal(MERGE, { id, intoId }, admin).then((r) => r.message);
    expect(await mergeRefusal(first._id, first._id)).toBe(SUPPORT_MESSAGES.mergeIntoItself);
    expect(await mergeRefusal(first._id, other!.id)).toBe(SUPPORT_MESSAGES.mergeOtherBusiness);
    expect(
      (await refusal(MERGE, { id: duplicate._id, intoId: first._id }, token('CASHIER'))).code,
    ).toBe('FORBIDDEN');

    const merged = await ask(MERGE, { id: duplicate._id, intoId: first._id }, admin);
    expect(merged.ticket).toMatchObject({
      status: 'closed',
      mergedIntoId: first._id,
      mergedIntoNumber: first.number,
    });
    const view = await ask(GET, { id: duplicate._id }, token('CASHIER'));
    expect(view!.canReply).toBe(false);
    expect(
      (
        await refusal(
          REPLY,
          { input: { ticketId: duplicate._id, message: 'Hi' } },
          token('CASHIER'),
        )
      ).message,
    ).toBe(SUPPORT_MESSAGES.ticketMergedAway.replace('{{number}}', String(first.number)));
    expect(await mergeRefusal(duplicate._id, first._id)).toBe(
      SUPPORT_MESSAGES.ticketMergedAway.replace('{{number}}', String(first.number)),
    );
    expect((await ask(GET, { id: first._id }, admin))!.events.map((e) => e.event)).toContain(
      'merged_from',
    );
  });

  it('closes a resolved ticket after 7 days, once however many processes run the job', async () => {
    const admin = token('ADMIN');
    const ticket = (await open({ subject: 'Export is slow' })).ticket!;
    const resolved = await ask(
      UPDATE,
      { input: { ticketId: ticket._id, status: 'resolved' } },
      admin,
    );
    expect(resolved.ticket!.status).toBe('resolved');
    const handler = closeResolvedTicketsJob.handler;
    const ctx = { db: db() } as Parameters<typeof handler>[1];
    await handler({ slot: now().toISOString() }, ctx);
    expect((await ask(GET, { id: ticket._id }, admin))!.ticket.status).toBe('resolved');
    advanceClock(7 * 24 * HOUR + 60_000);
    await Promise.all([
      handler({ slot: now().toISOString() }, ctx),
      handler({ slot: now().toISOString() }, ctx),
      handler({ slot: now().toISOString() }, ctx),
    ]);
    const closed = await ask(GET, { id: ticket._id }, admin);
    expect(closed!.ticket.status).toBe('closed');
    expect(closed!.events.filter((e) => e.event === 'closed_automatically')).toHaveLength(1);
    expect(
      (
        await refusal(
          REPLY,
          { input: { ticketId: ticket._id, message: 'Again' } },
          token('CASHIER'),
        )
      ).message,
    ).toBe(SUPPORT_MESSAGES.ticketClosed);
  });

  it('a requester reply reopens a resolved ticket and tells the assignee', async () => {
    const admin = token('ADMIN');
    const [agent] = await ask(AGENTS, {}, admin);
    const ticket = (await open({ subject: 'Stock import stops' })).ticket!;
    const assigned = await ask(
      UPDATE,
      { input: { ticketId: ticket._id, assigneeId: agent!._id, status: 'resolved' } },
      admin,
    );
    expect(assigned.ticket).toMatchObject({ assigneeId: agent!._id, status: 'resolved' });
    expect(
      (
        await refusal(
          UPDATE,
          {
            input: {
              ticketId: ticket._id,
              assigneeId: (
                await rows<{ id: string }>(
                  sql`select id from employees where email = 'cashier@demo.test'`,
                )
              )[0]!.id,
            },
          },
          admin,
        )
      ).message,
    ).toBe(SUPPORT_MESSAGES.assigneeInvalid);
    const reopened = await ask(
      REPLY,
      { input: { ticketId: ticket._id, message: 'Still stops.' } },
      token('CASHIER'),
    );
    expect(reopened.ticket!.status).toBe('open');
    const [told] = await rows<{ kind: string }>(
      sql`select kind from notifications where employee_id = ${agent!._id} and link = ${`/support/${ticket._id}`}`,
    );
    expect(told?.kind).toBe('ticket_requester_reply');
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from support_tickets`);
    const bad = async (input: Partial<TicketInput>) =>
      (
        await refusal(
          OPEN,
          { input: { subject: 'S', category: 'other', priority: 'low', message: 'M', ...input } },
          token('CASHIER'),
        )
      ).message;
    expect(await bad({ subject: '  ' })).toBe(SUPPORT_MESSAGES.subjectRequired);
    expect(await bad({ subject: 'x'.repeat(256) })).toBe(englishText(maxLengthMessage(255)));
    expect(await bad({ message: '<script>alert(1)</script>' })).toBe(MESSAGES.scriptTagsNotAllowed);
    expect(await bad({ message: 'x'.repeat(5001) })).toBe(englishText(maxLengthMessage(5000)));
    expect(
      await bad({ about: { kind: 'offer', id: '00000000-0000-4000-8000-000000000000' } }),
    ).toBe(SUPPORT_MESSAGES.reportedObjectNotFound);
    expect(await bad({ attachmentIds: ['00000000-0000-4000-8000-000000000000'] })).toBe(
      SUPPORT_MESSAGES.attachmentNotFound,
    );
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from support_tickets`)).toEqual(
      before,
    );
    const text = await upload(Buffer.from('just text'), token('CASHIER'), 'notes.txt');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(SUPPORT_MESSAGES.attachmentType);
    const large = await upload(
      Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
      token('CASHIER'),
    );
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(SUPPORT_MESSAGES.attachmentTooLarge);
    expect((await upload(PNG, '')).statusCode).toBe(403);
  });

  it('tells the business of overdue invoices and low stock once, however often it checks', async () => {
    const handler = standingConditionsJob.handler;
    const ctx = { db: db() } as Parameters<typeof handler>[1];
    const count = async () =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from notifications where kind in ('invoice_overdue', 'low_stock')`,
        )
      )[0]!.n;
    const seeded = await count();
    expect(seeded).toBeGreaterThan(0);
    await Promise.all([
      handler({ slot: now().toISOString() }, ctx),
      handler({ slot: now().toISOString() }, ctx),
    ]);
    expect(await count()).toBe(seeded);
    // A person without the notice of an invoice still overdue gets it on the next check; nobody
    // else gets it again.
    await db().execute(
      sql`delete from notifications where id = (select min(id) from notifications where kind = 'invoice_overdue')`,
    );
    expect(await count()).toBe(seeded - 1);
    await handler({ slot: now().toISOString() }, ctx);
    expect(await count()).toBe(seeded);
    const exec = await notifications({}, token('EXECUTIVE'));
    expect(exec.nodes.some((n) => n.kind === 'low_stock' && n.link === '/stock-control')).toBe(
      true,
    );
    const books = await notifications({}, token('ACCOUNTANT'));
    expect(books.nodes.some((n) => n.kind === 'invoice_overdue')).toBe(true);
    const since = await ask(SINCE, { afterId: '0' }, token('ACCOUNTANT'));
    expect(since.length).toBeGreaterThan(0);
  });

  describe('live over a websocket', () => {
    /** A graphql-transport-ws client: connects, subscribes, and collects what arrives. */
    async function subscribe(base: string, accessToken: string) {
      const socket = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      const received: WsMessage[] = [];
      const waiters: (() => void)[] = [];
      socket.on('message', (data) => {
        received.push(JSON.parse(String(data)) as WsMessage);
        waiters.splice(0).forEach((w) => w());
      });
      const next = async (type: string) => {
        for (;;) {
          const found = received.find((m) => m.type === type);
          if (found) {
            received.splice(received.indexOf(found), 1);
            return found;
          }
          await new Promise<void>((resolve) => waiters.push(resolve));
        }
      };
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      socket.send(
        JSON.stringify({
          type: 'connection_init',
          payload: { authorization: `Bearer ${accessToken}` },
        }),
      );
      const closed = new Promise<number>((resolve) => socket.once('close', resolve));
      return { socket, next, closed };
    }
    const SUBSCRIPTION = graphql(`
      subscription SupportNotificationAdded {
        notificationAdded(language: "en") {
          _id
          kind
          title
          link
        }
      }
    `);

    it('refuses a connection without a valid token', async () => {
      const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
      const { next } = await subscribe(address, 'not-a-token');
      const refused = await Promise.race([next('connection_error'), next('error')]);
      expect(JSON.stringify(refused)).toContain('Forbidden');
    });

    it('delivers a new notification without a reload, from this process or another', async () => {
      const listening = h.app.server.address();
      const address =
        listening && typeof listening === 'object'
          ? `http://127.0.0.1:${listening.port}`
          : await h.app.listen({ port: 0, host: '127.0.0.1' });
      const ticket = (await open({ subject: 'Live reply please' })).ticket!;
      const cashier = await subscribe(address, token('CASHIER'));
      await cashier.next('connection_ack');
      cashier.socket.send(
        JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBSCRIPTION.toString() } }),
      );
      // Nothing is announced for an internal note; the reply arrives.
      await ask(
        REPLY,
        { input: { ticketId: ticket._id, message: 'Between us', internal: true } },
        token('ADMIN'),
      );
      await ask(REPLY, { input: { ticketId: ticket._id, message: 'Live!' } }, token('ADMIN'));
      const arrived = await cashier.next('next');
      expect(arrived.payload!.data!.notificationAdded).toMatchObject({
        kind: 'ticket_reply',
        link: `/support/${ticket._id}`,
      });
      cashier.socket.close();

      if (kind !== 'postgres') return;
      // A second server process on the same database: the subscriber is there, the write here.
      // Through a transaction pooler too when the run has one: its LISTEN must reach PostgreSQL.
      for (const [index, connection] of SERVER_CONNECTIONS.entries()) {
        const other = await startServer(4187 + index, {
          ...connection.env(h.databaseUrl!),
          JWT_SECRET,
          NODE_ENV: 'test',
        });
        try {
          const remote = await subscribe(other.url, token('CASHIER'));
          await remote.next('connection_ack');
          remote.socket.send(
            JSON.stringify({
              id: '2',
              type: 'subscribe',
              payload: { query: SUBSCRIPTION.toString() },
            }),
          );
          // The server registers the subscription after parsing it and says nothing when it has:
          // a reply is written again until one arrives (each a real notification of its own).
          let remoteArrival: WsMessage | undefined;
          for (let attempt = 0; !remoteArrival && attempt < 20; attempt += 1) {
            await ask(
              REPLY,
              { input: { ticketId: ticket._id, message: `From afar ${attempt}` } },
              token('ADMIN'),
            );
            remoteArrival = await Promise.race([
              remote.next('next'),
              new Promise<undefined>((resolve) => setTimeout(resolve, 1000)),
            ]);
          }
          expect(remoteArrival!.payload!.data!.notificationAdded.link).toBe(
            `/support/${ticket._id}`,
          );
          remote.socket.close();
        } finally {
          await other.stop();
        }
      }
    }, 150_000);
  });
});
