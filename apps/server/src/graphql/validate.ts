import { z } from 'zod';
import { msg, type MessageRef } from '@back-office/domain/message-keys';
import { badUserInput } from './errors';

/**
 * Parses operation arguments with a domain schema; the first problem's message is the error's.
 * The schemas' messages are keys (decision record 034).
 */
export function parseArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  const fields: Record<string, MessageRef> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message as MessageRef;
  }
  return badUserInput(
    (result.error.issues[0]?.message as MessageRef | undefined) ?? msg('invalidInputFormat'),
    fields,
  );
}

/** Whether an argument is a UUID: anything else names no row, and never reaches a statement. */
export const isUuid = (value: unknown): value is string => z.uuid().safeParse(value).success;
