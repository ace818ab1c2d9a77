import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rolesCan } from '@back-office/domain/actions';
import { DEFAULT_PAGE_SIZE } from '@back-office/domain/constants';
import { ticketFilterSchema } from '@back-office/domain/schemas/support';
import type { Db } from '../../db/client';
import { uuidArrayOf, whereOf } from '../../db/conditions';
import { integerLiteral, queryPreparedSql } from '../../db/prepared';
import { columnListOf, rowsOf } from '../../db/rows';
import { supportTickets } from '../../db/schema';
import { callerCan, type BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
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
import { findTicket, overdueAt, ticketSelect, ticketView, type TicketRow } from './support.queries';
import { personName } from '../../db/names';

export const manages = (caller: BusinessCaller) => callerCan(caller, 'support:manage');
// Who reads only their own tickets: a role that does not run the business (support:read:business).
export const ownTicketsOnly = (caller: BusinessCaller) =>
  !manages(caller) && !callerCan(caller, 'support:read:business');
export const readerOf = (caller: BusinessCaller) => ({
  merchantId: caller.selectedBusiness.merchantId,
  manage: manages(caller),
  requesterId: ownTicketsOnly(caller) ? caller.sub : null,
});
export const ticketPath = (id: string) => `/support/${id}`;

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
