import { formatMajorInput } from '@back-office/domain/money';
import { z } from 'zod';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ERROR_CODES } from '@back-office/domain/errors';
import { GraphQLRequestError, saidOf } from './graphql/errors';
import { messageText } from './i18n/message-text';
import { showToast } from './toast';

// Checks of the form itself, before the shared schema: input rules the API does not state,
// or a field that depends on another one of the form. null means the field is fine.
export type FormChecks<TForm> = (
  form: TForm,
) => Partial<Record<keyof TForm & string, string | null>>;

// A form edits text; the API takes numbers, lists and nulls. The form's fields carry the input's
// names, and this schema converts the text with `toInput` and checks the result with the shared
// schema, so the browser shows exactly the server's messages, beside the same fields. A message
// about part of a field (tags.2) belongs to the field.
export function formSchema<TForm, TSchema extends z.ZodType>(
  toInput: (form: TForm) => unknown,
  schema: TSchema,
  checks?: FormChecks<TForm>,
) {
  return z.custom<TForm>().transform((form, ctx): z.output<TSchema> => {
    const refused = Object.entries(checks?.(form) ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    for (const [field, message] of refused)
      ctx.addIssue({ code: 'custom', message, path: [field] });
    const result = schema.safeParse(toInput(form));
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.slice(0, 1) });
      }
      return z.NEVER;
    }
    return refused.length > 0 ? z.NEVER : result.data;
  });
}

// Puts each message of a BAD_USER_INPUT answer (extensions.fields) beside its field. False when
// none of them is a field of this form: the toast then said all there is to say.
export function showServerFieldErrors<TForm extends FieldValues>(
  error: unknown,
  fields: readonly Path<TForm>[],
  setError: UseFormSetError<TForm>,
): boolean {
  if (!(error instanceof GraphQLRequestError) || error.code !== ERROR_CODES.BAD_USER_INPUT) {
    return false;
  }
  let shown = false;
  for (const [path, message] of Object.entries(error.fields)) {
    const field = fields.find((name) => name === path.split('.')[0]);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

// Sends a form whose operation answers { success, messageKey }: success is said in a toast, a
// refusal inside the form (its root error), a BAD_USER_INPUT beside its fields. True when saved.
export async function saveForm<TForm extends FieldValues>(
  save: () => Promise<{ success: boolean; messageKey: string }>,
  fields: readonly Path<TForm>[],
  setError: UseFormSetError<TForm>,
): Promise<boolean> {
  try {
    const result = await save();
    if (!result.success) {
      setError('root', { message: result.messageKey });
      return false;
    }
    showToast('success', messageText(result.messageKey));
    return true;
  } catch (error) {
    if (!showServerFieldErrors(error, fields, setError))
      setError('root', { message: saidOf(error) });
    return false;
  }
}

// Text fields hold text; the API's optional numbers are absent when left empty. NaN (letters)
// is passed on, so the schema refuses it with the field's own message.
export function optionalNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

// Major units as typed ("12.50", "12,5") to integer minor units; more than two decimals stay
// fractional, so the schema says the amount is not whole rather than silently rounding it.
export function minorUnits(text: string): number | undefined {
  const major = optionalNumber(text);
  if (major === undefined || Number.isNaN(major)) return major;
  const minor = major * 100;
  const rounded = Math.round(minor);
  return Math.abs(minor - rounded) < 1e-6 ? rounded : minor;
}

// Minor units as an input's text, in the style the amounts beside it are written ("12,50"), so a
// prefilled price never reads "3.8" beside a typed "1,50"; minorUnits reads either separator.
export function majorUnits(minor: number): string {
  return formatMajorInput(minor);
}
