import { GraphQLError } from 'graphql';
import { ERROR_CODES } from '@back-office/domain/errors';

type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

function fail(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): never {
  throw new GraphQLError(message, { extensions: { code, ...extra } });
}

export const unauthenticated = (message = 'Unauthenticated'): never =>
  fail(ERROR_CODES.UNAUTHENTICATED, message);

export const forbidden = (message = 'You do not have permission to perform this action'): never =>
  fail(ERROR_CODES.FORBIDDEN, message);

/** A refused input: `message` is the validation text of the first problem, `fields` all of them. */
export const badUserInput = (message: string, fields: Record<string, string> = {}): never =>
  fail(ERROR_CODES.BAD_USER_INPUT, message, { fields });

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
