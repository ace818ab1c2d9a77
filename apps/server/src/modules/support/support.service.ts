import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { supportMailText } from '@back-office/domain/notifications';
import {
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
import { rowsOf } from '../../db/rows';
import { type BusinessCaller } from '../../graphql/access-rules';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput, forbidden } from '../../graphql/errors';
import { parseArgs } from '../../graphql/validate';
import { now } from '../../jobs/clock';
import { notify } from '../notification/notification.service';
import {
  closeResolvedTickets,
  findTicket,
  overdueAt,
  recordTicketEvent,
  ticketView,
} from './support.queries';
import { scheduledJob } from '../../jobs/job-definition';
import { messageOf } from '../../graphql/result-message';
import { msg } from '@back-office/domain/message-keys';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
import { manages, readerOf, ticketPath, listAgents } from './support-read.service';

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

// Resolved tickets nobody reopened for 7 days close; one conditional statement, so a rerun or
// a second process closes each once.
export const closeResolvedTicketsJob = scheduledJob('support-tickets-close', {
  cron: '*/15 * * * *',
  handler: (_slot, ctx) => autoCloseResolvedTickets(ctx.db, now()),
});
