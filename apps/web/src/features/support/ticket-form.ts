import { ticketInputSchema } from '@back-office/domain/schemas/support';
import {
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_TYPES,
  type TicketCategory,
  type TicketPriority,
} from '@back-office/domain/support';
import { formSchema } from '../../lib/forms';

export interface TicketFormValues {
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  message: string;
}

export const TICKET_FORM_FIELDS = [
  'subject',
  'category',
  'priority',
  'message',
] as const satisfies readonly (keyof TicketFormValues)[];

// The New ticket form checked with the server's own schema; attachments and what the ticket is
// about are added when it is sent.
export const ticketFormSchema = formSchema(
  (form: TicketFormValues) => ({
    subject: form.subject.trim(),
    category: form.category,
    priority: form.priority,
    message: form.message.trim(),
  }),
  ticketInputSchema,
);

// What the form says about a file before uploading it; the server checks its content again.
export function attachmentProblem(file: File): string | null {
  if (file.size > TICKET_ATTACHMENT_MAX_BYTES) return 'attachmentTooLarge';
  if (file.type && !(TICKET_ATTACHMENT_TYPES as readonly string[]).includes(file.type))
    return 'attachmentType';
  return null;
}
