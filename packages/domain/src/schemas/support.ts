// The forms of support tickets, applied by the server to the same operations' arguments.
import { z } from 'zod';
import { INPUT_MAX, TEXTAREA_MAX } from '../constants';
import { validateTextarea } from '../inputs';
import {
  TICKET_ATTACHMENTS_MAX,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_SETTABLE_STATUSES,
  TICKET_STATUSES,
  TICKET_SUBJECT_KINDS,
} from '../support';
import { optionalId, optionalText, requiredText } from './fields';
import { msg } from '../message-keys';

const noScript = (v: string) => validateTextarea(v, Number.MAX_SAFE_INTEGER) === null;

export const ticketSubjectField = requiredText(msg('subjectRequired'), INPUT_MAX).refine(noScript, {
  error: msg('scriptTagsNotAllowed'),
});
export const ticketMessageField = requiredText(msg('messageRequired'), TEXTAREA_MAX).refine(
  noScript,
  { error: msg('scriptTagsNotAllowed') },
);

const attachmentIds = z
  .array(z.uuid({ error: msg('attachmentNotFound') }))
  .max(TICKET_ATTACHMENTS_MAX, { error: msg('attachmentsTooMany') })
  .nullish()
  .transform((v) => [...new Set(v ?? [])]);

export const ticketInputSchema = z.object({
  subject: ticketSubjectField,
  category: z.enum(TICKET_CATEGORIES, { error: msg('categoryInvalid') }),
  priority: z.enum(TICKET_PRIORITIES, { error: msg('priorityInvalid') }),
  message: ticketMessageField,
  attachmentIds,
  // "Report a problem": the scan, invoice or offer the ticket is about.
  about: z
    .object({
      kind: z.enum(TICKET_SUBJECT_KINDS, { error: msg('missingRequiredData') }),
      // A scan is numbered; an invoice or an offer has a UUID.
      id: z
        .string({ error: msg('reportedObjectNotFound') })
        .regex(/^(\d{1,15}|[0-9a-fA-F-]{36})$/, { error: msg('reportedObjectNotFound') }),
    })
    // A scan is named by its record's number or by the id the scanner sent it with.
    .refine((v) => v.kind === 'scan' || !/^\d+$/.test(v.id), {
      error: msg('reportedObjectNotFound'),
    })
    .nullish()
    .transform((v) => v ?? null),
});
export type TicketInput = z.output<typeof ticketInputSchema>;

export const ticketReplySchema = z.object({
  ticketId: z.uuid({ error: msg('ticketNotFound') }),
  message: ticketMessageField,
  // Only the provider's staff may write a note; the server refuses it from anyone else.
  internal: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  attachmentIds,
});

export const ticketUpdateSchema = z.object({
  ticketId: z.uuid({ error: msg('ticketNotFound') }),
  status: z.enum(TICKET_SETTABLE_STATUSES).nullish(),
  priority: z.enum(TICKET_PRIORITIES, { error: msg('priorityInvalid') }).nullish(),
  // An empty string unassigns.
  assigneeId: z.union([z.uuid({ error: msg('assigneeInvalid') }), z.literal('')]).nullish(),
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
