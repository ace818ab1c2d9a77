// The forms of support tickets, applied by the server to the same operations' arguments.
import { z } from 'zod';
import { INPUT_MAX, TEXTAREA_MAX } from '../constants';
import { validateTextarea } from '../inputs';
import { MESSAGES } from '../messages';
import {
  SUPPORT_MESSAGES,
  TICKET_ATTACHMENTS_MAX,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_SETTABLE_STATUSES,
  TICKET_STATUSES,
  TICKET_SUBJECT_KINDS,
} from '../support';
import { optionalId, optionalText, requiredText } from './fields';

const noScript = (v: string) => validateTextarea(v, Number.MAX_SAFE_INTEGER) === null;

export const ticketSubjectField = requiredText(SUPPORT_MESSAGES.subjectRequired, INPUT_MAX).refine(
  noScript,
  { error: MESSAGES.scriptTagsNotAllowed },
);
export const ticketMessageField = requiredText(
  SUPPORT_MESSAGES.messageRequired,
  TEXTAREA_MAX,
).refine(noScript, { error: MESSAGES.scriptTagsNotAllowed });

const attachmentIds = z
  .array(z.uuid({ error: SUPPORT_MESSAGES.attachmentNotFound }))
  .max(TICKET_ATTACHMENTS_MAX, { error: SUPPORT_MESSAGES.attachmentsTooMany })
  .nullish()
  .transform((v) => [...new Set(v ?? [])]);

export const ticketInputSchema = z.object({
  subject: ticketSubjectField,
  category: z.enum(TICKET_CATEGORIES, { error: SUPPORT_MESSAGES.categoryInvalid }),
  priority: z.enum(TICKET_PRIORITIES, { error: SUPPORT_MESSAGES.priorityInvalid }),
  message: ticketMessageField,
  attachmentIds,
  // "Report a problem": the scan, invoice or offer the ticket is about.
  about: z
    .object({
      kind: z.enum(TICKET_SUBJECT_KINDS, { error: MESSAGES.missingRequiredData }),
      // A scan is numbered; an invoice or an offer has a UUID.
      id: z
        .string({ error: SUPPORT_MESSAGES.reportedObjectNotFound })
        .regex(/^(\d{1,15}|[0-9a-fA-F-]{36})$/, { error: SUPPORT_MESSAGES.reportedObjectNotFound }),
    })
    // A scan is named by its record's number or by the id the scanner sent it with.
    .refine((v) => v.kind === 'scan' || !/^\d+$/.test(v.id), {
      error: SUPPORT_MESSAGES.reportedObjectNotFound,
    })
    .nullish()
    .transform((v) => v ?? null),
});
export type TicketInput = z.output<typeof ticketInputSchema>;

export const ticketReplySchema = z.object({
  ticketId: z.uuid({ error: SUPPORT_MESSAGES.ticketNotFound }),
  message: ticketMessageField,
  // Only the provider's staff may write a note; the server refuses it from anyone else.
  internal: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  attachmentIds,
});

export const ticketUpdateSchema = z.object({
  ticketId: z.uuid({ error: SUPPORT_MESSAGES.ticketNotFound }),
  status: z.enum(TICKET_SETTABLE_STATUSES).nullish(),
  priority: z.enum(TICKET_PRIORITIES, { error: SUPPORT_MESSAGES.priorityInvalid }).nullish(),
  // An empty string unassigns.
  assigneeId: z
    .union([z.uuid({ error: SUPPORT_MESSAGES.assigneeInvalid }), z.literal('')])
    .nullish(),
});

export const ticketFilterSchema = z.object({
  search: optionalText(INPUT_MAX),
  status: z.enum(TICKET_STATUSES).nullish(),
  priority: z.enum(TICKET_PRIORITIES).nullish(),
  category: z.enum(TICKET_CATEGORIES).nullish(),
  assigneeId: optionalId,
  overdue: z.boolean().nullish(),
  merchantId: optionalId,
});
export type TicketFilter = z.output<typeof ticketFilterSchema>;
