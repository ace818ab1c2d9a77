import { sql } from 'drizzle-orm';
import { ticketDueTimes, type TicketPriority } from '@back-office/domain/support';
import type { Db } from '../../db/client';
import { takeNumber } from '../../db/counters';
import { rowsOf } from '../../db/rows';
import { notify } from '../notification/notification.service';
import { notifyStandingConditions } from '../notification/standing-conditions.service';

const HOUR = 3_600_000;

interface SeedTicket {
  merchantId: string;
  requesterId: string;
  assigneeId?: string;
  subject: string;
  category: string;
  priority: TicketPriority;
  status: string;
  hoursAgo: number;
  thread: { authorId: string; body: string; internal?: boolean; fromProvider?: boolean }[];
}

async function insertTicket(db: Db, t: SeedTicket) {
  const openedAt = new Date(Date.now() - t.hoursAgo * HOUR);
  const due = ticketDueTimes(t.priority, openedAt);
  const number = await takeNumber(db, t.merchantId, 'ticket', 0);
  const answered = t.thread.find((m) => m.fromProvider && !m.internal);
  const at = (i: number) => new Date(openedAt.getTime() + i * 20 * 60_000).toISOString();
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into support_tickets (merchant_id, number, subject, category, priority, status,
        requester_id, assignee_id, first_response_due_at, resolution_due_at, first_responded_at,
        paused_at, resolved_at, last_activity_at, created_at)
      values (${t.merchantId}, ${number}, ${t.subject}, ${t.category}, ${t.priority}, ${t.status},
        ${t.requesterId}, ${t.assigneeId ?? null}, ${due.firstResponseDueAt.toISOString()},
        ${due.resolutionDueAt.toISOString()}, ${answered ? at(1) : null},
        ${t.status === 'pending' ? at(t.thread.length - 1) : null},
        ${t.status === 'resolved' ? at(t.thread.length - 1) : null},
        ${at(t.thread.length - 1)}, ${openedAt.toISOString()})
      returning id`),
  );
  const id = row!.id;
  for (const [i, m] of t.thread.entries())
    await db.execute(sql`insert into ticket_messages (ticket_id, author_id, body, internal, from_provider, created_at)
      values (${id}, ${m.authorId}, ${m.body}, ${m.internal ?? false}, ${m.fromProvider ?? false}, ${at(i)})`);
  await db.execute(sql`insert into ticket_events (ticket_id, actor_id, event, created_at)
    values (${id}, ${t.requesterId}, 'opened', ${openedAt.toISOString()})`);
  return { id, number };
}

/**
 * Tickets in every state for Aroma Cafe and Blue Bay Travel, answered by the provider's admin
 * (one with an internal note the requester never sees, one overdue and unassigned), and the
 * notifications they and the demo's invoices, stock and offers give the demo people.
 */
export async function seedDemoSupport(
  db: Db,
  merchants: { aroma: string; blueBay: string },
  people: { adminId: string; cashierId: string; accountantId: string; execId: string },
) {
  const { adminId, cashierId, accountantId, execId } = people;
  const scanner = await insertTicket(db, {
    merchantId: merchants.aroma,
    requesterId: cashierId,
    assigneeId: adminId,
    subject: 'The scanner does not read coupons on my phone',
    category: 'coupons',
    priority: 'high',
    status: 'open',
    hoursAgo: 5,
    thread: [
      {
        authorId: cashierId,
        body: 'Since this morning the camera opens but no QR code is recognised.',
      },
      {
        authorId: adminId,
        body: 'Thank you. Could you tell us the phone model, and try entering the code by hand meanwhile?',
        fromProvider: true,
      },
      {
        authorId: adminId,
        body: 'Probably the camera permission after the browser update; check with the device list.',
        internal: true,
        fromProvider: true,
      },
      { authorId: cashierId, body: 'It is a Samsung Galaxy A52. Typing the code works.' },
    ],
  });
  await insertTicket(db, {
    merchantId: merchants.aroma,
    requesterId: accountantId,
    assigneeId: adminId,
    subject: 'A question about the October subscription invoice',
    category: 'billing',
    priority: 'normal',
    status: 'pending',
    hoursAgo: 30,
    thread: [
      { authorId: accountantId, body: 'The October invoice shows two periods. Is that right?' },
      {
        authorId: adminId,
        body: 'It covers the end of September too. Can you confirm the date your plan started?',
        fromProvider: true,
      },
    ],
  });
  await insertTicket(db, {
    merchantId: merchants.aroma,
    requesterId: execId,
    assigneeId: adminId,
    subject: 'How do I add a photo to a product?',
    category: 'marketplace',
    priority: 'low',
    status: 'resolved',
    hoursAgo: 50,
    thread: [
      { authorId: execId, body: 'I cannot find where to upload a product photo.' },
      {
        authorId: adminId,
        body: 'Open the product in Marketplace and drop the photo on the image field.',
        fromProvider: true,
      },
    ],
  });
  await insertTicket(db, {
    merchantId: merchants.aroma,
    requesterId: execId,
    subject: 'A new employee cannot sign in',
    category: 'account',
    priority: 'urgent',
    status: 'new',
    hoursAgo: 3,
    thread: [
      { authorId: execId, body: 'Our new barista gets "Invalid credentials" since Monday.' },
    ],
  });
  await insertTicket(db, {
    merchantId: merchants.blueBay,
    requesterId: execId,
    subject: 'Our summer offer does not show in customers’ wallets',
    category: 'marketplace',
    priority: 'normal',
    status: 'new',
    hoursAgo: 1,
    thread: [{ authorId: execId, body: 'The offer is approved but customers do not see it.' }],
  });
  const scannerParams = {
    number: scanner.number,
    subject: 'The scanner does not read coupons on my phone',
    business: 'Aroma Cafe',
  };
  await notify(db, [
    {
      employeeId: adminId,
      merchantId: null,
      kind: 'ticket_requester_reply',
      params: scannerParams,
      link: `/support/${scanner.id}`,
    },
    {
      employeeId: cashierId,
      merchantId: merchants.aroma,
      kind: 'ticket_reply',
      params: scannerParams,
      link: `/support/${scanner.id}`,
    },
  ]);
  await notifyStandingConditions(db, new Date());
}
