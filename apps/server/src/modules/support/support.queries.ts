import type { TicketCategory, TicketStatus, TicketSubjectKind } from '@back-office/domain/support';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { columnListOf, rowsOf } from '../../db/rows';
import { supportTickets } from '../../db/schema';
import { personName } from '../../db/names';

export interface TicketRow {
  id: string;
  merchant_id: string;
  business_name: string;
  number: number;
  subject: string;
  category: TicketCategory;
  priority: string;
  status: TicketStatus;
  requester_id: string;
  requester_name: string;
  requester_email: string;
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_email: string | null;
  about_kind: TicketSubjectKind | null;
  about_id: string | null;
  about_code: string | null;
  merged_into_id: string | null;
  merged_into_number: number | null;
  first_response_due_at: string;
  resolution_due_at: string;
  first_responded_at: string | null;
  paused_at: string | null;
  resolved_at: string | null;
  closed_at: string | null;
  last_activity_at: string;
  created_at: string;
  overdue: boolean;
  message_count: number;
  language: string | null;
}

/**
 * Overdue: a due time has passed unmet while the provider is the one to act. A pending ticket
 * waits on the requester, and a resolved or closed one on nobody.
 */
export const overdueAt = (at: Date) => sql`(t.status in ('new', 'open') and (
  (t.first_responded_at is null and t.first_response_due_at < ${at.toISOString()}::timestamptz)
  or t.resolution_due_at < ${at.toISOString()}::timestamptz))`;

/**
 * The ticket's columns, its people's names, and the messages the reader may see, of the tickets
 * `tickets` names as t: the table, or a list's page of it read first, so that the joins and
 * counts are made for that page's rows alone.
 */
export function ticketSelect(
  at: Date,
  withInternal: boolean,
  tickets: SQL = sql`support_tickets t`,
): SQL {
  return sql`
    select ${columnListOf(supportTickets, 't')}, m.name as business_name,
      ${personName('r')} as requester_name, r.email as requester_email,
      ${personName('a')} as assignee_name, a.email as assignee_email,
      mt.number as merged_into_number, bs.language,
      ${overdueAt(at)} as overdue,
      (select count(*) from ticket_messages x where x.ticket_id = t.id
        ${withInternal ? sql`` : sql`and not x.internal`})::int as message_count
    from ${tickets}
    join merchants m on m.id = t.merchant_id
    join employees r on r.id = t.requester_id
    left join employees a on a.id = t.assignee_id
    left join support_tickets mt on mt.id = t.merged_into_id
    left join business_settings bs on bs.merchant_id = t.merchant_id`;
}

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

export function ticketView(row: TicketRow) {
  return {
    _id: row.id,
    number: Number(row.number),
    merchantId: row.merchant_id,
    businessName: row.business_name,
    subject: row.subject,
    category: row.category,
    priority: row.priority,
    status: row.status,
    requesterId: row.requester_id,
    requesterName: row.requester_name,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    aboutKind: row.about_kind,
    aboutId: row.about_id,
    aboutCode: row.about_code,
    mergedIntoId: row.merged_into_id,
    mergedIntoNumber: row.merged_into_number === null ? null : Number(row.merged_into_number),
    firstResponseDueAt: iso(row.first_response_due_at)!,
    resolutionDueAt: iso(row.resolution_due_at)!,
    firstRespondedAt: iso(row.first_responded_at),
    resolvedAt: iso(row.resolved_at),
    closedAt: iso(row.closed_at),
    overdue: Boolean(row.overdue),
    messageCount: Number(row.message_count),
    lastActivityAt: iso(row.last_activity_at)!,
    createdAt: iso(row.created_at)!,
  };
}

/** A ticket the reader may see: every business's for the provider's staff, else their own's. */
export async function findTicket(
  db: Db,
  id: string,
  at: Date,
  reader: { merchantId: string | null; manage: boolean; requesterId?: string | null },
  lock = false,
): Promise<TicketRow | null> {
  const business = reader.manage ? sql`` : sql`and t.merchant_id = ${reader.merchantId}`;
  const scope = reader.requesterId
    ? sql`${business} and t.requester_id = ${reader.requesterId}`
    : business;
  if (lock) await db.execute(sql`select id from support_tickets where id = ${id} for update`);
  const rows = rowsOf<TicketRow>(
    await db.execute(sql`${ticketSelect(at, reader.manage)} where t.id = ${id} ${scope}`),
  );
  return rows[0] ?? null;
}

export function recordTicketEvent(
  db: Db,
  ticketId: string,
  event: string,
  actorId: string | null,
  detail: Record<string, unknown> = {},
) {
  return db.execute(sql`insert into ticket_events (ticket_id, actor_id, event, detail)
    values (${ticketId}, ${actorId}, ${event}, ${JSON.stringify(detail)}::jsonb)`);
}

/**
 * Closes the tickets resolved at least `olderThanMs` before `at`, in one statement: two
 * processes running it at once close each ticket once (the second finds it no longer resolved).
 */
export async function closeResolvedTickets(db: Db, at: Date, olderThanMs: number) {
  const cutoff = new Date(at.getTime() - olderThanMs).toISOString();
  const rows = rowsOf<{ ticket_id: string }>(
    await db.execute(sql`
      with closed as (
        update support_tickets set status = 'closed', closed_at = ${at.toISOString()}::timestamptz
        where status = 'resolved' and resolved_at <= ${cutoff}::timestamptz
        returning id)
      insert into ticket_events (ticket_id, event, created_at)
      select id, 'closed_automatically', ${at.toISOString()}::timestamptz from closed
      returning ticket_id`),
  );
  return rows.length;
}
