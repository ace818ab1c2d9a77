import type { NotificationKind, TicketStatus } from '@back-office/domain/support';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytes';
import { employees, merchants } from './organisation';
import { createdAt } from './timestamps';

const at = (name: string) => timestamp(name, { withTimezone: true });

// A business's request for help from the provider. Numbered per business without gaps
// (document_counters, series 'ticket'); the due times move forward by the time the ticket spends
// pending on the requester (paused_at marks when that began).
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    priority: text('priority').notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('new'),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => employees.id),
    assigneeId: uuid('assignee_id').references(() => employees.id),
    // "Report a problem": what the ticket is about, and for a scan the outcome code it had.
    aboutKind: text('about_kind'),
    // A scan's number, an invoice's or offer's id.
    aboutId: text('about_id'),
    aboutCode: text('about_code'),
    mergedIntoId: uuid('merged_into_id'),
    firstResponseDueAt: at('first_response_due_at').notNull(),
    resolutionDueAt: at('resolution_due_at').notNull(),
    firstRespondedAt: at('first_responded_at'),
    pausedAt: at('paused_at'),
    resolvedAt: at('resolved_at'),
    closedAt: at('closed_at'),
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('support_tickets_number_key').on(t.merchantId, t.number),
    index('support_tickets_list_idx').on(t.merchantId, t.lastActivityAt, t.id),
    index('support_tickets_activity_idx').on(t.lastActivityAt, t.id),
    // One agent's tickets newest first: an agent with few walked every business's tickets.
    index('support_tickets_assignee_idx').on(t.assigneeId, t.lastActivityAt, t.id),
    // The list's search: text inside subjects (pg_trgm), and a number across every business.
    index('support_tickets_subject_trgm_idx').using('gin', t.subject.op('gin_trgm_ops')),
    index('support_tickets_number_idx').on(t.number),
    index('support_tickets_resolved_idx')
      .on(t.resolvedAt)
      .where(sql`${t.status} = 'resolved'`),
    foreignKey({ columns: [t.mergedIntoId], foreignColumns: [t.id] }),
    check(
      'support_tickets_status',
      sql`${t.status} in ('new', 'open', 'pending', 'resolved', 'closed')`,
    ),
    check('support_tickets_priority', sql`${t.priority} in ('low', 'normal', 'high', 'urgent')`),
    check('support_tickets_not_merged_into_itself', sql`${t.mergedIntoId} <> ${t.id}`),
  ],
);

// The thread. An internal note (internal = true) is the provider staff's: no query a requester
// can reach selects it.
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => employees.id),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    // True when the author wrote as the provider's staff (a reply), false as the requester.
    fromProvider: boolean('from_provider').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt, t.id)],
);

// Files uploaded for a ticket, kept in the database like images so every process serves them;
// bound to a message when it is sent.
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => employees.id),
    messageId: uuid('message_id').references(() => ticketMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_attachments_message_idx').on(t.messageId)],
);

// What happened to a ticket and who did it: status, priority, assignee, merge.
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => employees.id),
    event: text('event').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_events_ticket_idx').on(t.ticketId, t.createdAt)],
);

// A person's notifications. The id grows with each one, so a reconnecting client asks for what
// came after the last it saw. `once_key` makes a notification about a standing condition (an
// overdue invoice, a product low on stock) be written once per person however often it is checked.
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link').notNull(),
    onceKey: text('once_key'),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_employee_idx').on(t.employeeId, t.id),
    // A page of unread or of read notifications, newest first, each from its own index
    // (notificationPageStatement): from the person's whole list, a read page had to pass every
    // newer unread one first.
    index('notifications_unread_idx')
      .on(t.employeeId, t.id)
      .where(sql`${t.readAt} is null`),
    index('notifications_read_idx')
      .on(t.employeeId, t.id)
      .where(sql`${t.readAt} is not null`),
    uniqueIndex('notifications_once_key').on(t.employeeId, t.kind, t.onceKey),
  ],
);
