import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rolesCan } from '@back-office/domain/actions';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import { supportMailText } from '@back-office/domain/notifications';
import {
  ticketFilterSchema,
  ticketInputSchema,
  ticketReplySchema,
  ticketUpdateSchema,
} from '@back-office/domain/schemas/support';
import {
  TICKET_AUTO_CLOSE_MS,
  TICKET_DUE,
  ticketDueTimes,
  type TicketPriority,
} from '@back-office/domain/support';
import type { Db } from '../../db/client';
import { takeNumber } from '../../db/counters';
import { uuidArrayOf, whereOf } from '../../db/conditions';
import { integerLiteral, queryPreparedSql } from '../../db/prepared';
import { columnListOf, rowsOf } from '../../db/rows';
import { supportTickets } from '../../db/schema';
import { callerCan, type BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput, forbidden } from '../../graphql/errors';
import {
  cursorPart,
  decodeCursor,
  encodeCursor,
  likePattern,
  pageArgs,
  pageOf,
} from '../../graphql/pagination';
import { isUuid, parseArgs } from '../../graphql/validate';
import { now } from '../../jobs/clock';
import { notify } from '../notification/notification.service';
import {
  closeResolvedTickets,
  findTicket,
  overdueAt,
  recordTicketEvent,
  ticketSelect,
  ticketView,
  type TicketRow,
} from './support.queries';
import { personName } from '../../db/names';
import { messageOf } from '../../graphql/result-message';
import { msg } from '@back-office/domain/message-keys';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const manages = (caller: BusinessCaller) => callerCan(caller, 'support:manage');
// Who reads only their own tickets: a role that does not run the business (support:read:business).
const ownTicketsOnly = (caller: BusinessCaller) =>
  !manages(caller) && !callerCan(caller, 'support:read:business');
const readerOf = (caller: BusinessCaller) => ({
  merchantId: caller.selectedBusiness.merchantId,
  manage: manages(caller),
  requesterId: ownTicketsOnly(caller) ? caller.sub : null,
});
const ticketPath = (id: string) => `/support/${id}`;

const listArgs = z.object({ filter: ticketFilterSchema.nullish(), ...pageArgs });

/**
 * Tickets by latest activity, newest first: keyset pages on (last activity, id), read from the
 * (business, last activity) index, or the (last activity) one across businesses, before the
 * page's rows are joined to their people and counted, in a prepared statement (planning the joins
 * cost more than running them). A search finds subjects from their trigram index and a number
 * from its own (searchPageIds), or, too short for that, reads a bounded window (searchWindow).
 */
export async function listTickets(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { filter, first, after } = parseArgs(listArgs, args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const cursor = decodeCursor(after, [cursorPart.timestamp, cursorPart.uuid] as const);
  const manage = manages(caller);
  const at = now();
  const conditions: SQL[] = [];
  const merchantId = manage ? (filter?.merchantId ?? null) : caller.selectedBusiness.merchantId;
  if (merchantId) conditions.push(sql`t.merchant_id = ${merchantId}`);
  if (ownTicketsOnly(caller)) conditions.push(sql`t.requester_id = ${caller.sub}`);
  if (filter?.status) conditions.push(sql`t.status = ${filter.status}`);
  if (filter?.priority) conditions.push(sql`t.priority = ${filter.priority}`);
  if (filter?.category) conditions.push(sql`t.category = ${filter.category}`);
  if (filter?.assigneeId) conditions.push(sql`t.assignee_id = ${filter.assigneeId}`);
  if (filter?.overdue === true) conditions.push(overdueAt(at));
  if (filter?.overdue === false) conditions.push(sql`not ${overdueAt(at)}`);
  if (cursor)
    conditions.push(
      sql`(t.last_activity_at, t.id) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`,
    );
  const text = filter?.search ?? null;
  const search = text ? searchCondition(text) : null;
  const order = sql`order by t.last_activity_at desc, t.id desc`;
  const pageOfTickets = (columns: SQL) =>
    sql`select ${columns} from support_tickets t
      ${whereOf(search ? [...conditions, search] : conditions)} ${order}
      limit ${integerLiteral(limit + 1)}`;
  // A search's page is found first, the tickets alone (cheap to plan, and planned for the text),
  // and then the page's joins as a prepared statement of their ids.
  let tickets = sql`(${pageOfTickets(columnListOf(supportTickets, 't'))}) t`;
  let resumeAfter: [string, string] | null = null;
  if (text && search) {
    // A number's tickets come from the number index; a text with a run of three letters or
    // digits has trigrams that narrow its matches down.
    const found =
      NUMBER.test(text) || /[\p{L}\p{N}]{3}/u.test(text)
        ? {
            ids: await searchPageIds(
              ctx.db,
              [...conditions, search],
              limit,
              pageOfTickets(sql`t.id`),
              NUMBER.test(text) ? null : wordsOf(text),
            ),
            resumeAfter: null,
          }
        : await searchWindow(ctx.db, conditions, search, limit);
    resumeAfter = found.resumeAfter;
    tickets = sql`(select ${columnListOf(supportTickets, 't')} from support_tickets t
      where t.id = any(${uuidArrayOf(found.ids)})) t`;
  }
  const rows = await queryPreparedSql<TicketRow>(
    ctx.db,
    'ticket-page',
    sql`${ticketSelect(at, manage, tickets)} ${order}`,
  );
  const page = pageOf(rows, limit, (row) => [new Date(row.last_activity_at).toISOString(), row.id]);
  return {
    nodes: page.items.map(ticketView),
    endCursor: page.hasNextPage ? page.endCursor : resumeAfter && encodeCursor(resumeAfter),
    hasNextPage: page.hasNextPage || resumeAfter !== null,
  };
}

// A ticket's number written as such (#42), or a subject containing the text, and for a bare
// number (42) that ticket too.
const NUMBER = /^#\d{1,9}$/;
function searchCondition(text: string): SQL {
  if (NUMBER.test(text)) return sql`t.number = ${Number(text.slice(1))}`;
  const pattern = likePattern(text);
  return /^\d{1,9}$/.test(text)
    ? sql`(t.subject ilike ${pattern} or t.number = ${Number(text)})`
    : sql`t.subject ilike ${pattern}`;
}

/** The most tickets one page of a search too short for the trigram index reads. */
const SEARCH_WINDOW = 2000;

/**
 * A search with no run of three letters or digits (`zz`, `7`), which the trigram index cannot
 * narrow down (`7` it narrows to the words starting with 7, a tenth of the tickets): the next
 * SEARCH_WINDOW tickets newest first, and those of them that match. When they do not fill the
 * page, the page says so honestly: it has what the window held, and the next page starts after
 * the window (`resumeAfter`). A text matching nothing read every ticket, or its tenth.
 */
async function searchWindow(db: Db, conditions: SQL[], search: SQL, limit: number) {
  const rows = rowsOf<{ id: string; last_activity_at: string; hit: boolean; scanned: number }>(
    await db.execute(sql`
      with w as (
        select t.id, t.last_activity_at, ${search} as hit from support_tickets t
        ${whereOf(conditions)} order by t.last_activity_at desc, t.id desc
        limit ${integerLiteral(SEARCH_WINDOW)})
      (select w.id, w.last_activity_at, true as hit, 0 as scanned from w where w.hit
        order by w.last_activity_at desc, w.id desc limit ${integerLiteral(limit + 1)})
      union all
      (select w.id, w.last_activity_at, false, (select count(*)::int from w) from w
        order by w.last_activity_at, w.id limit 1)`),
  );
  const ids = rows.filter((row) => row.hit).map((row) => row.id);
  const last = rows.find((row) => !row.hit);
  const resumeAfter: [string, string] | null =
    ids.length <= limit && last && Number(last.scanned) === SEARCH_WINDOW
      ? [new Date(last.last_activity_at).toISOString(), last.id]
      : null;
  return { ids, resumeAfter };
}

/**
 * What a text asks of the trigram index: its words of three letters or digits or more, in order
 * (`%printer%tablet%` for `printer on the tablet`), which every subject containing the text
 * contains too, or null when that is the text itself. Asked for the text, the index intersects
 * the posting lists of all its trigrams, the short words' and the words' edges (` th`, `the`,
 * ` on`) too, in most subjects: for a text that matched nothing at 100,000 tickets that took
 * 10.5 ms, and the words alone 5.6 ms. The text is then checked on the tickets they find.
 * Whole words, not pieces of them: a piece's lower case may differ from its word's (a Greek
 * final sigma), and the piece would miss tickets the text finds.
 */
function wordsOf(text: string): SQL | null {
  const words = text.match(/[\p{L}\p{N}]{3,}/gu);
  if (!words || words.join('') === text) return null;
  return sql`t.subject ilike ${`%${words.join('%')}%`}`;
}

/**
 * Beyond this many tickets matching a search, the matches are too many to sort for a page, and
 * common enough that the newest-first index meets a page of them within a few thousand rows.
 */
const SEARCH_MATCHES_BOUND = 1000;

/**
 * The ids of a search's page. Its matches first, read from the trigram and number indexes (for
 * a text, its words: wordsOf) as far as the bound: when they are fewer, the page is theirs,
 * newest first, and the work is bounded by the matches. Past it, `walk` reads the newest-first index until the page is full.
 * Walking that index for a text that matched nothing read every ticket (200 ms at 100,000).
 */
async function searchPageIds(
  db: Db,
  conditions: SQL[],
  limit: number,
  walk: SQL,
  words: SQL | null,
) {
  // The words' tickets behind a fence (offset 0), or the planner hands the index the text's
  // condition as well.
  const tickets = words
    ? sql`(select t.* from support_tickets t where ${words} offset 0) t`
    : sql`support_tickets t`;
  const matches = rowsOf<{ id: string; found: number }>(
    await db.execute(sql`
      select m.id, count(*) over ()::int as found from (
        select t.id, t.last_activity_at from ${tickets} ${whereOf(conditions)}
        limit ${integerLiteral(SEARCH_MATCHES_BOUND + 1)}) m
      order by m.last_activity_at desc, m.id desc limit ${integerLiteral(limit + 1)}`),
  );
  if (matches.length === 0 || Number(matches[0]!.found) <= SEARCH_MATCHES_BOUND)
    return matches.map((row) => row.id);
  return rowsOf<{ id: string }>(await db.execute(walk)).map((row) => row.id);
}

interface MessageRow {
  id: string;
  author_id: string;
  author_name: string;
  body: string;
  internal: boolean;
  from_provider: boolean;
  created_at: string;
}

/** The ticket page. A requester's reading never selects an internal note, nor its files. */
export async function getTicket(ctx: GraphQLContext, caller: BusinessCaller, args: { id: string }) {
  if (!isUuid(args.id)) return null;
  const reader = readerOf(caller);
  const row = await findTicket(ctx.db, args.id, now(), reader);
  if (!row) return null;
  const notes = reader.manage ? sql`` : sql`and not x.internal`;
  const messages = rowsOf<MessageRow>(
    await ctx.db.execute(sql`
      select x.id, x.author_id, ${personName('e')} as author_name, x.body,
        x.internal, x.from_provider, x.created_at
      from ticket_messages x join employees e on e.id = x.author_id
      where x.ticket_id = ${row.id} ${notes}
      order by x.created_at, x.id`),
  );
  const files = rowsOf<{
    id: string;
    message_id: string;
    file_name: string;
    content_type: string;
    size: number;
  }>(
    await ctx.db.execute(sql`
      select f.id, f.message_id, f.file_name, f.content_type, f.size
      from ticket_attachments f join ticket_messages x on x.id = f.message_id
      where x.ticket_id = ${row.id} ${notes}
      order by f.created_at, f.id`),
  );
  const events = rowsOf<{
    id: string;
    actor_name: string | null;
    event: string;
    detail: unknown;
    created_at: string;
  }>(
    await ctx.db.execute(sql`
      select v.id, ${personName('e')} as actor_name, v.event, v.detail, v.created_at
      from ticket_events v left join employees e on e.id = v.actor_id
      where v.ticket_id = ${row.id} order by v.created_at, v.id`),
  );
  return {
    ticket: ticketView(row),
    messages: messages.map((m) => ({
      _id: m.id,
      authorId: m.author_id,
      authorName: m.author_name,
      body: m.body,
      internal: m.internal,
      fromProvider: m.from_provider,
      createdAt: new Date(m.created_at).toISOString(),
      attachments: files
        .filter((f) => f.message_id === m.id)
        .map((f) => ({
          _id: f.id,
          fileName: f.file_name,
          contentType: f.content_type,
          size: Number(f.size),
          url: `/support/attachments/${f.id}`,
        })),
    })),
    events: events.map((v) => ({
      _id: v.id,
      actorName: v.actor_name,
      event: v.event,
      detail: JSON.stringify(v.detail ?? {}),
      createdAt: new Date(v.created_at).toISOString(),
    })),
    canReply: row.status !== 'closed' && row.merged_into_id === null,
    canManage: reader.manage,
  };
}

/** The provider's staff: the active members of a business whose roles hold support:manage. */
export async function listAgents(db: Db) {
  const rows = rowsOf<{ id: string; name: string; roles: string[] }>(
    await db.execute(sql`
      select e.id, ${personName('e')} as name, array_agg(r.name) as roles
      from employees e
      join memberships m on m.employee_id = e.id and m.status = 'active'
      join membership_roles mr on mr.membership_id = m.id
      join roles r on r.id = mr.role_id
      group by e.id order by 2, e.id`),
  );
  return rows
    .filter((row) => rolesCan(row.roles, 'support:manage'))
    .map((row) => ({ _id: row.id, name: row.name }));
}

/** Binds uploaded files to a message: only the uploader's own, not yet sent, uploaded for the
 * business they act for now. */
async function attachFiles(
  tx: Tx,
  ids: readonly string[],
  messageId: string,
  merchantId: string,
  uploaderId: string,
) {
  if (ids.length === 0) return;
  const bound = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update ticket_attachments set message_id = ${messageId}
      where id = any(${`{${ids.join(',')}}`}::uuid[]) and message_id is null
        and uploaded_by = ${uploaderId} and merchant_id = ${merchantId}
      returning id`),
  );
  if (bound.length !== ids.length)
    badUserInput('attachmentNotFound', {
      attachmentIds: 'attachmentNotFound',
    });
}

/** What a reported object is, if it belongs to the business: for a scan, its outcome code. */
async function reportedObject(
  tx: Tx,
  kind: string,
  id: string,
  merchantId: string,
  employeeId: string,
) {
  // A scan is named by its record's number (the history) or, from the scanner's result, by the
  // id that employee's scanner sent it with.
  const scan = /^\d+$/.test(id)
    ? sql`id = ${Number(id)}`
    : sql`scan_id = ${id}::uuid and employee_id = ${employeeId}`;
  const statement =
    kind === 'scan'
      ? sql`select outcome as code from scans where ${scan} and merchant_id = ${merchantId}
          order by id desc limit 1`
      : kind === 'invoice'
        ? sql`select null as code from invoices where id = ${id}
            and (merchant_id = ${merchantId} or recipient_merchant_id = ${merchantId})`
        : sql`select null as code from offers where id = ${id} and merchant_id = ${merchantId}`;
  const [row] = rowsOf<{ code: string | null }>(await tx.execute(statement));
  if (!row)
    badUserInput('reportedObjectNotFound', {
      about: 'reportedObjectNotFound',
    });
  return row!.code;
}

async function insertMessage(
  tx: Tx,
  ticketId: string,
  authorId: string,
  body: string,
  internal: boolean,
  fromProvider: boolean,
  at: Date,
) {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into ticket_messages (ticket_id, author_id, body, internal, from_provider, created_at)
      values (${ticketId}, ${authorId}, ${body}, ${internal}, ${fromProvider}, ${at.toISOString()}::timestamptz)
      returning id`),
  );
  return row!.id;
}

async function reload(ctx: GraphQLContext, caller: BusinessCaller, id: string) {
  const row = await findTicket(ctx.db, id, now(), readerOf(caller));
  return row ? ticketView(row) : null;
}

export async function openTicket(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { input } = parseArgs(z.object({ input: ticketInputSchema }), args);
  const merchantId = caller.selectedBusiness.merchantId;
  const at = now();
  const id = await ctx.db.transaction(async (tx) => {
    const code = input.about
      ? await reportedObject(tx, input.about.kind, input.about.id, merchantId, caller.sub)
      : null;
    const number = await takeNumber(tx, merchantId, 'ticket', 0);
    const due = ticketDueTimes(input.priority, at);
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into support_tickets (merchant_id, number, subject, category, priority,
          requester_id, about_kind, about_id, about_code, first_response_due_at,
          resolution_due_at, last_activity_at, created_at)
        values (${merchantId}, ${number}, ${input.subject}, ${input.category}, ${input.priority},
          ${caller.sub}, ${input.about?.kind ?? null}, ${input.about?.id ?? null}, ${code},
          ${due.firstResponseDueAt.toISOString()}::timestamptz,
          ${due.resolutionDueAt.toISOString()}::timestamptz,
          ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
        returning id`),
    );
    const ticketId = row!.id;
    const messageId = await insertMessage(
      tx,
      ticketId,
      caller.sub,
      input.message,
      false,
      false,
      at,
    );
    await attachFiles(tx, input.attachmentIds, messageId, merchantId, caller.sub);
    await recordTicketEvent(tx, ticketId, 'opened', caller.sub);
    return ticketId;
  });
  return {
    success: true,
    ...messageOf('ticketOpened'),
    ticket: await reload(ctx, caller, id),
  };
}

/** The ticket, locked, or the refusal that it cannot take a message. */
async function writableTicket(tx: Tx, caller: BusinessCaller, ticketId: string, at: Date) {
  const row = await findTicket(tx, ticketId, at, readerOf(caller), true);
  if (!row)
    return badUserInput('ticketNotFound', {
      ticketId: 'ticketNotFound',
    });
  if (row.merged_into_id)
    badUserInput(msg('ticketMergedAway', { number: String(row.merged_into_number) }));
  if (row.status === 'closed') badUserInput('ticketClosed');
  return row;
}

// The due times move forward by the time the ticket spent pending on the requester.
const resumeClock = (at: Date) => sql`
  first_response_due_at = first_response_due_at + (${at.toISOString()}::timestamptz - paused_at),
  resolution_due_at = resolution_due_at + (${at.toISOString()}::timestamptz - paused_at),
  paused_at = null`;

interface Mailing {
  to: string;
  subject: string;
  body: string;
}

export async function replyToTicket(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { input } = parseArgs(z.object({ input: ticketReplySchema }), args);
  const manage = manages(caller);
  if (input.internal && !manage) forbidden();
  const at = now();
  const stamp = sql`${at.toISOString()}::timestamptz`;
  const mails: Mailing[] = [];
  await ctx.db.transaction(async (tx) => {
    const row = await writableTicket(tx, caller, input.ticketId, at);
    // The provider's staff answer as the provider unless the ticket is their own business's.
    const fromProvider = manage && row.requester_id !== caller.sub;
    const messageId = await insertMessage(
      tx,
      row.id,
      caller.sub,
      input.message,
      input.internal,
      fromProvider,
      at,
    );
    await attachFiles(
      tx,
      input.attachmentIds,
      messageId,
      caller.selectedBusiness.merchantId,
      caller.sub,
    );
    if (input.internal) return;
    const params = { number: row.number, subject: row.subject, business: row.business_name };
    const author = await employeeName(tx, caller.sub);
    const url = `${ctx.config.publicUrl}${ticketPath(row.id)}`;
    const language = row.language ?? 'en';
    if (fromProvider) {
      await tx.execute(sql`update support_tickets set
        first_responded_at = coalesce(first_responded_at, ${stamp}),
        status = case when status = 'new' then 'open' else status end,
        last_activity_at = ${stamp}
        where id = ${row.id}`);
      await notify(tx, [
        {
          employeeId: row.requester_id,
          merchantId: row.merchant_id,
          kind: 'ticket_reply',
          params,
          link: ticketPath(row.id),
        },
      ]);
      mails.push({
        to: row.requester_email,
        subject: supportMailText(language, 'mailReplySubject', params),
        body: supportMailText(language, 'mailReplyBody', {
          ...params,
          author,
          message: input.message,
          url,
        }),
      });
      return;
    }
    // A requester's answer gives the ticket back to the provider.
    const reopens = row.status === 'pending' || row.status === 'resolved';
    await tx.execute(sql`update support_tickets set
      ${row.paused_at ? sql`${resumeClock(at)},` : sql``}
      status = ${reopens ? 'open' : row.status}, resolved_at = null,
      last_activity_at = ${stamp}
      where id = ${row.id}`);
    if (row.status === 'resolved')
      await recordTicketEvent(tx, row.id, 'reopened', caller.sub, { from: row.status });
    if (row.assignee_id && row.assignee_id !== caller.sub) {
      await notify(tx, [
        {
          employeeId: row.assignee_id,
          merchantId: null,
          kind: 'ticket_requester_reply',
          params,
          link: ticketPath(row.id),
        },
      ]);
      if (row.assignee_email)
        mails.push({
          to: row.assignee_email,
          subject: supportMailText('en', 'mailRequesterReplySubject', params),
          body: supportMailText('en', 'mailRequesterReplyBody', {
            ...params,
            author,
            message: input.message,
            url,
          }),
        });
    }
  });
  for (const mail of mails) await ctx.mailer.send(ctx.db, mail, ctx.request.log);
  return {
    success: true,
    ...messageOf(input.internal ? 'noteAdded' : 'replySent'),
    ticket: await reload(ctx, caller, input.ticketId),
  };
}

async function employeeName(db: Db, id: string): Promise<string> {
  const [row] = rowsOf<{ name: string }>(
    await db.execute(
      sql`select first_name || ' ' || last_name as name from employees where id = ${id}`,
    ),
  );
  return row?.name ?? '';
}

export async function updateTicket(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { input } = parseArgs(z.object({ input: ticketUpdateSchema }), args);
  const at = now();
  const stamp = sql`${at.toISOString()}::timestamptz`;
  const mails: Mailing[] = [];
  await ctx.db.transaction(async (tx) => {
    const row = await findTicket(tx, input.ticketId, at, readerOf(caller), true);
    if (!row)
      return badUserInput('ticketNotFound', {
        ticketId: 'ticketNotFound',
      });
    if (row.merged_into_id)
      badUserInput(msg('ticketMergedAway', { number: String(row.merged_into_number) }));
    if (input.assigneeId !== undefined && input.assigneeId !== null) {
      const assignee = input.assigneeId || null;
      if (assignee) {
        const agents = await listAgents(tx);
        if (!agents.some((agent) => agent._id === assignee))
          badUserInput('assigneeInvalid', {
            assigneeId: 'assigneeInvalid',
          });
      }
      if (assignee !== row.assignee_id) {
        await tx.execute(
          sql`update support_tickets set assignee_id = ${assignee} where id = ${row.id}`,
        );
        await recordTicketEvent(tx, row.id, 'assigned', caller.sub, { to: assignee });
      }
    }
    if (input.priority && input.priority !== row.priority) {
      const from = TICKET_DUE[row.priority as TicketPriority];
      const to = TICKET_DUE[input.priority];
      await tx.execute(sql`update support_tickets set priority = ${input.priority},
        first_response_due_at = first_response_due_at + ${`${to.firstResponseMs - from.firstResponseMs} milliseconds`}::interval,
        resolution_due_at = resolution_due_at + ${`${to.resolutionMs - from.resolutionMs} milliseconds`}::interval
        where id = ${row.id}`);
      await recordTicketEvent(tx, row.id, 'priority', caller.sub, {
        from: row.priority,
        to: input.priority,
      });
    }
    if (input.status && input.status !== row.status) {
      const to = input.status;
      await tx.execute(sql`update support_tickets set
        ${row.paused_at && to !== 'pending' ? sql`${resumeClock(at)},` : sql``}
        ${to === 'pending' ? sql`paused_at = ${stamp},` : sql``}
        status = ${to},
        resolved_at = ${to === 'resolved' ? stamp : to === 'closed' ? sql`resolved_at` : sql`null`},
        closed_at = ${to === 'closed' ? stamp : sql`null`},
        last_activity_at = ${stamp}
        where id = ${row.id}`);
      await recordTicketEvent(tx, row.id, 'status', caller.sub, { from: row.status, to });
      if (to === 'resolved') {
        const params = { number: row.number, subject: row.subject, business: row.business_name };
        await notify(tx, [
          {
            employeeId: row.requester_id,
            merchantId: row.merchant_id,
            kind: 'ticket_resolved',
            params,
            link: ticketPath(row.id),
          },
        ]);
        const language = row.language ?? 'en';
        mails.push({
          to: row.requester_email,
          subject: supportMailText(language, 'mailResolvedSubject', params),
          body: supportMailText(language, 'mailResolvedBody', {
            ...params,
            url: `${ctx.config.publicUrl}${ticketPath(row.id)}`,
          }),
        });
      }
    }
  });
  for (const mail of mails) await ctx.mailer.send(ctx.db, mail, ctx.request.log);
  return {
    success: true,
    ...messageOf('ticketUpdated'),
    ticket: await reload(ctx, caller, input.ticketId),
  };
}

const mergeArgs = z.object({
  id: z.uuid({ error: msg('ticketNotFound') }),
  intoId: z.uuid({ error: msg('ticketNotFound') }),
});

/** The duplicate becomes closed and read-only, pointing to the ticket it was merged into. */
export async function mergeTicket(ctx: GraphQLContext, caller: BusinessCaller, args: unknown) {
  const { id, intoId } = parseArgs(mergeArgs, args);
  if (id === intoId) badUserInput('mergeIntoItself');
  const at = now();
  const reader = readerOf(caller);
  await ctx.db.transaction(async (tx) => {
    // Locked in id order, so two merges of the same pair cannot deadlock.
    const [first, second] = [id, intoId].sort();
    const a = await findTicket(tx, first!, at, reader, true);
    const b = await findTicket(tx, second!, at, reader, true);
    const source = a?.id === id ? a : b;
    const target = a?.id === intoId ? a : b;
    if (!source || !target) return badUserInput('ticketNotFound');
    if (source.merged_into_id)
      badUserInput(msg('ticketMergedAway', { number: String(source.merged_into_number) }));
    if (target.merchant_id !== source.merchant_id) badUserInput('mergeOtherBusiness');
    if (target.status === 'closed' || target.merged_into_id) badUserInput('mergeTargetClosed');
    await tx.execute(sql`update support_tickets set merged_into_id = ${target.id},
      status = 'closed', closed_at = ${at.toISOString()}::timestamptz, paused_at = null
      where id = ${source.id}`);
    await tx.execute(sql`update support_tickets
      set last_activity_at = ${at.toISOString()}::timestamptz where id = ${target.id}`);
    await recordTicketEvent(tx, source.id, 'merged', caller.sub, { into: target.number });
    await recordTicketEvent(tx, target.id, 'merged_from', caller.sub, { from: source.number });
  });
  return {
    success: true,
    ...messageOf('ticketMerged'),
    ticket: await reload(ctx, caller, id),
  };
}

/** Tickets whose due time has passed unmet, every business's (the provider's action queue). */
export async function overdueTicketCount(db: Db, at: Date): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from support_tickets t where ${overdueAt(at)}`),
  );
  return Number(row?.n ?? 0);
}

/** The scheduled job: resolved tickets nobody reopened for 7 days close themselves. */
export function autoCloseResolvedTickets(db: Db, at: Date) {
  return closeResolvedTickets(db, at, TICKET_AUTO_CLOSE_MS);
}
