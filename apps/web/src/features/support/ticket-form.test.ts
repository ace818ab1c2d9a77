import { describe, expect, it } from 'vitest';
import { attachmentProblem, ticketFormSchema, type TicketFormValues } from './ticket-form';

const form = (values: Partial<TicketFormValues> = {}): TicketFormValues => ({
  subject: 'Scanner refuses a code',
  category: 'coupons',
  priority: 'normal',
  message: 'The customer showed a fresh code.',
  ...values,
});

const messages = (values: Partial<TicketFormValues>) => {
  const result = ticketFormSchema.safeParse(form(values));
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the New ticket form', () => {
  it('passes a complete ticket on as the API takes it, trimmed', () => {
    const result = ticketFormSchema.safeParse(form({ subject: '  Broken  ' }));
    expect(result.success && result.data).toMatchObject({ subject: 'Broken', about: null });
  });

  it('asks for a subject and a message', () => {
    expect(messages({ subject: ' ', message: '' })).toEqual({
      subject: 'subjectRequired',
      message: 'messageRequired',
    });
  });

  it('refuses script tags, a subject over 255 characters and a message over 5000', () => {
    expect(messages({ message: '<script>alert(1)</script>' }).message).toBe('scriptTagsNotAllowed');
    expect(messages({ subject: 'x'.repeat(256) }).subject).toBeDefined();
    expect(messages({ message: 'x'.repeat(5001) }).message).toBeDefined();
    expect(messages({ subject: 'x'.repeat(255), message: 'x'.repeat(5000) })).toEqual({});
  });
});

describe('an attachment', () => {
  const file = (size: number, type: string) => new File([new Uint8Array(size)], 'f', { type });

  it('may be an image or a PDF of up to 2 MB', () => {
    expect(attachmentProblem(file(2 * 1024 * 1024, 'application/pdf'))).toBeNull();
    expect(attachmentProblem(file(10, 'image/png'))).toBeNull();
  });

  it('is refused before uploading when too large or of another type', () => {
    expect(attachmentProblem(file(2 * 1024 * 1024 + 1, 'image/png'))).toBe('attachmentTooLarge');
    expect(attachmentProblem(file(10, 'text/html'))).toBe('attachmentType');
  });
});
