import { GraphQLError } from 'graphql';
import { ERROR_CODES } from '@back-office/domain/errors';
import type { MessageRef } from '@back-office/domain/message-keys';
import { messageOfRef } from './result-message';

type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

function fail(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): never {
  throw new GraphQLError(message, { extensions: { code, ...extra } });
}

export const unauthenticated = (message = 'Unauthenticated'): never =>
  fail(ERROR_CODES.UNAUTHENTICATED, message);

export const forbidden = (message = 'You do not have permission to perform this action'): never =>
  fail(ERROR_CODES.FORBIDDEN, message);

const mapFields = <T>(fields: Record<string, MessageRef>, map: (ref: MessageRef) => T) =>
  Object.fromEntries(Object.entries(fields).map(([path, ref]) => [path, map(ref)]));

// The key and parameters alone, beside the English message.
const keyed = (ref: MessageRef) => {
  const { message: _english, ...key } = messageOfRef(ref);
  return key;
};

/**
 * A refused input: the message of the first problem, `fields` all of them. Each comes in English
 * (the message, `fields`) and by key (`messageKey` and `params`, `fieldKeys`).
 */
export const badUserInput = (message: MessageRef, fields: Record<string, MessageRef> = {}): never =>
  fail(ERROR_CODES.BAD_USER_INPUT, messageOfRef(message).message, {
    ...keyed(message),
    fields: mapFields(fields, (ref) => messageOfRef(ref).message),
    fieldKeys: mapFields(fields, keyed),
  });

const EXPOSED_CODES = new Set<string>([
  ERROR_CODES.UNAUTHENTICATED,
  ERROR_CODES.FORBIDDEN,
  ERROR_CODES.BAD_USER_INPUT,
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
]);

/** Errors we raised on purpose keep their message; anything else is masked. */
export function isExposed(error: unknown): boolean {
  if (error instanceof GraphQLError) return EXPOSED_CODES.has(String(error.extensions?.code));
  // Fastify's and Mercurius's own request errors (malformed JSON, body too large) carry a 4xx.
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
